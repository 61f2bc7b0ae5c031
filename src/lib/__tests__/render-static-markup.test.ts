import { TextDecoder, TextEncoder } from "util";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// react-dom/server's browser build needs these; jsdom in Jest 29 lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

type RenderImage = (props: Record<string, unknown>) => string;

/** gatsby-plugin-image's own client renderer, with react-dom/server real or replaced by ours. */
function imageRenderer(replaced: boolean): RenderImage {
  let render: RenderImage | undefined;
  jest.isolateModules(() => {
    if (replaced) jest.doMock("react-dom/server", () => jest.requireActual("../render-static-markup"));
    else jest.dontMock("react-dom/server");
    // The chunk's file name is fixed for the pinned gatsby-plugin-image 3.16.0.
    render = require("gatsby-plugin-image/dist/lazy-hydrate-e25ad5d4.js").renderImageToString as RenderImage;
  });
  if (!render) throw new Error("lazy-hydrate did not load");
  return render;
}

const sources = [
  { srcSet: "/static/a/640/photo.avif 640w,\n/static/a/1280/photo.avif 1280w", sizes: "(min-width: 640px) 640px, 100vw", type: "image/avif" },
  { srcSet: "/static/a/640/photo.webp 640w,\n/static/a/1280/photo.webp 1280w", sizes: "(min-width: 640px) 640px, 100vw", type: "image/webp" },
];
const fallback = { src: "/static/a/640/photo.png", srcSet: "/static/a/640/photo.png 640w", sizes: "(min-width: 640px) 640px, 100vw" };

const images: Record<string, IGatsbyImageData> = {
  constrained: { layout: "constrained", width: 640, height: 400, backgroundColor: "#d8e0f0", images: { sources, fallback } },
  fullWidth: { layout: "fullWidth", width: 1, height: 0.625, images: { sources, fallback }, placeholder: { fallback: "data:image/png;base64,iVBOR" } },
  fixed: { layout: "fixed", width: 320, height: 200, images: { sources: [], fallback } },
};

const cases = Object.entries(images).flatMap(
  ([layout, image]) =>
    [
      [`${layout}, loading`, { image, alt: 'Plant floor & "control" room', isLoading: true, isLoaded: false }],
      [`${layout}, loaded, eager, high priority`, { image, alt: "", loading: "eager", isLoading: true, isLoaded: true, fetchpriority: "high" }],
      [`${layout}, styled`, { image, alt: "Dashboard", imgStyle: { borderRadius: 16, zIndex: 1 }, objectFit: "contain", objectPosition: "50% 0" }],
    ] as const,
);

/**
 * Compares as a browser reads them: attribute names are case-insensitive, inline styles parsed.
 * jsdom keeps <noscript> content as text, so that text is read as HTML too.
 */
function normalised(html: string): string {
  const container = document.createElement("div");
  container.innerHTML = html;
  container.querySelectorAll("[style]").forEach((element) => {
    element.setAttribute("style", (element as HTMLElement).style.cssText);
  });
  container.querySelectorAll("noscript").forEach((noscript) => {
    noscript.textContent = normalised(noscript.textContent ?? "");
  });
  return container.innerHTML;
}

describe("renderToStaticMarkup for gatsby-plugin-image", () => {
  const real = imageRenderer(false);
  const ours = imageRenderer(true);

  test("the replacement is really in use and produces an image", () => {
    expect(ours).not.toBe(real);
    expect(ours({ image: images.constrained, alt: "x" })).toContain("<picture>");
  });

  test.each(cases)("%s: the same markup as react-dom/server", (_name, props) => {
    const expected = real(props);
    expect(expected).toContain("<img");
    expect(normalised(ours(props))).toBe(normalised(expected));
  });

  test("text and attribute values are escaped", () => {
    const html = ours({ image: images.fixed, alt: `<script>&"'` });
    expect(html).toContain('alt="&lt;script&gt;&amp;&quot;&#x27;"');
  });
});
