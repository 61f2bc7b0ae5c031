import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";

const STATIC_MARKUP = path.resolve(__dirname, "../src/lib/render-static-markup.ts");

/**
 * Keeps react-dom/server (~21 KB gzip) out of the browser: gatsby-plugin-image's lazy-hydrate
 * chunk, which every page with an image loads while hydrating, imports it only to render an
 * image to an HTML string. The replacement (src/lib/render-static-markup.ts) does that for the
 * plugin's small element trees. Browser stages only; server rendering keeps the real module.
 */
export function replaceImageServerRenderer({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    plugins: [
      // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types its webpack plugin factories as Function
      plugins.normalModuleReplacement(/^react-dom\/server$/, (resource: { context: string; request: string }) => {
        if (resource.context.includes(`${path.sep}gatsby-plugin-image${path.sep}`)) resource.request = STATIC_MARKUP;
      }),
    ],
  });
}
