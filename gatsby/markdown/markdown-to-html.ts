// gatsby/markdown/: article bodies from Markdown to sanitized HTML at build time (here), cached
// by text, kept in Gatsby's cache across builds.
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { fillPattern } from "../../src/lib/text-pattern";

/**
 * Article bodies are Markdown in data/, turned into HTML at build time so no browser bundle carries
 * a Markdown parser. The unified packages are ESM-only; gatsby-node code is CommonJS, so they are
 * loaded with import() once and reused.
 */

export type BuiltImage = { src: string; width: number; height: number };
/** Turns an image path written in Markdown (relative to the data file) into a built image, or undefined when unknown. */
export type ImageResolver = (src: string) => Promise<BuiltImage | undefined>;

export type MarkdownOptions = {
  resolveImage: ImageResolver;
  /** Screen-reader text appended to links that open a new tab. */
  newTabHint: string;
  /** The footnotes' texts (data/site.json `ui`): the heading over them, and the name of each link back, with `{number}`. */
  footnotes: { title: string; back: string };
};

/** The texts the site adds to an article's body, from data/site.json `ui`. */
export function markdownTexts(ui: { newTab: string; footnotesTitle: string; footnoteBack: string }): Pick<MarkdownOptions, "newTabHint" | "footnotes"> {
  return { newTabHint: ui.newTab, footnotes: { title: ui.footnotesTitle, back: ui.footnoteBack } };
}

async function loadPackages() {
  const [unified, remarkParse, remarkGfm, remarkRehype, rehypeSanitize, rehypeSlug, rehypeStringify, visit] = await Promise.all([
    import("unified"),
    import("remark-parse"),
    import("remark-gfm"),
    import("remark-rehype"),
    import("rehype-sanitize"),
    import("rehype-slug"),
    import("rehype-stringify"),
    import("unist-util-visit"),
  ]);
  return {
    unified: unified.unified,
    remarkParse: remarkParse.default,
    remarkGfm: remarkGfm.default,
    remarkRehype: remarkRehype.default,
    rehypeSanitize: rehypeSanitize.default,
    defaultSchema: rehypeSanitize.defaultSchema,
    rehypeSlug: rehypeSlug.default,
    rehypeStringify: rehypeStringify.default,
    visit: visit.visit,
  };
}

let packages: ReturnType<typeof loadPackages> | undefined;
const load = () => (packages ??= loadPackages());

const EXTERNAL = /^(https?:)?\/\//i;

/** Whether a link or image address leads off the site (a link to it opens in a new tab). */
export const isExternalAddress = (address: string): boolean => EXTERNAL.test(address);

/** The article's own h1 is its title: a "#" heading in the body becomes an h2, and levels below 2 are kept. */
function demoteTopHeadings(tree: HastRoot, visit: Awaited<ReturnType<typeof load>>["visit"]) {
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h1") node.tagName = "h2";
  });
}

function text(value: string): ElementContent {
  return { type: "text", value };
}

/** Each heading links to itself (its id from rehype-slug), so readers can copy a link to a section. */
function linkHeadings(tree: HastRoot, visit: Awaited<ReturnType<typeof load>>["visit"]) {
  visit(tree, "element", (node: Element) => {
    if (!/^h[2-6]$/.test(node.tagName) || typeof node.properties.id !== "string") return;
    node.children = [{ type: "element", tagName: "a", properties: { href: `#${node.properties.id}`, className: ["heading-anchor"] }, children: node.children }];
  });
}

function openExternalLinksSafely(tree: HastRoot, newTabHint: string, visit: Awaited<ReturnType<typeof load>>["visit"]) {
  visit(tree, "element", (node: Element) => {
    if (node.tagName !== "a" || typeof node.properties.href !== "string" || !isExternalAddress(node.properties.href)) return;
    node.properties.target = "_blank";
    node.properties.rel = ["noopener", "noreferrer"];
    node.children.push({ type: "element", tagName: "span", properties: { className: ["visually-hidden"] }, children: [text(` ${newTabHint}`)] });
  });
}

async function resolveImages(tree: HastRoot, resolveImage: ImageResolver, visit: Awaited<ReturnType<typeof load>>["visit"]) {
  const images: Element[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "img") images.push(node);
  });
  await Promise.all(
    images.map(async (image) => {
      const src = String(image.properties.src ?? "");
      if (isExternalAddress(src)) return;
      const built = await resolveImage(src);
      if (!built) throw new Error(`the image "${src}" in the article body does not exist`);
      Object.assign(image.properties, { src: built.src, width: built.width, height: built.height, loading: "lazy", decoding: "async" });
    }),
  );
}

/** The Markdown of a field of a data file: an array of blocks is one document with a blank line between blocks. */
export function markdownOf(source: Record<string, unknown>, field: string): string {
  const value = source[field];
  return Array.isArray(value) ? value.join("\n\n") : typeof value === "string" ? value : "";
}

/** Sanitized HTML for a Markdown text: no raw HTML or script from content survives. */
export async function markdownToHtml(markdown: string, options: MarkdownOptions): Promise<string> {
  const { unified, remarkParse, remarkGfm, remarkRehype, rehypeSanitize, defaultSchema, rehypeSlug, rehypeStringify, visit } = await load();
  // Sanitizing first (it would prefix ids and drop target/rel), then adding what the site itself trusts.
  const schema = { ...defaultSchema, clobberPrefix: "", clobber: [] };
  // Footnotes (GFM's [^1]) under a heading of the site's words, shown as the article's other subheadings are.
  const footnotes = {
    footnoteLabel: options.footnotes.title,
    footnoteLabelProperties: {},
    footnoteBackLabel: (referenceIndex: number) => fillPattern(options.footnotes.back, { number: referenceIndex + 1 }),
  };
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, footnotes).use(rehypeSanitize, schema).use(rehypeSlug).use(rehypeStringify);
  const tree = await processor.run(processor.parse(markdown));
  demoteTopHeadings(tree, visit);
  linkHeadings(tree, visit);
  openExternalLinksSafely(tree, options.newTabHint, visit);
  await resolveImages(tree, options.resolveImage, visit);
  return processor.stringify(tree);
}

/** Words a reader reads: every text of the Markdown (headings, paragraphs, list items, tables, link texts, code), no syntax. */
export async function markdownWordCount(markdown: string): Promise<number> {
  const { unified, remarkParse, remarkGfm, visit } = await load();
  const processor = unified().use(remarkParse).use(remarkGfm);
  const tree = (await processor.run(processor.parse(markdown))) as MdastRoot;
  const texts: string[] = [];
  visit(tree, (node) => {
    if ((node.type === "text" || node.type === "inlineCode" || node.type === "code") && "value" in node) texts.push(node.value);
  });
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}
