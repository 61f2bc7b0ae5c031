import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * Each section kind is a chunk of its own (src/sections/lazy-section.tsx), fetched by the pages
 * that show it. The primitives the kinds share (src/ui/, the section helpers) are too small for
 * webpack's default split, so each kind's chunk would carry its own copy of them; here they go into
 * one shared chunk instead, fetched once with the page's first section. Browser build only.
 */
export function shareSectionPrimitives({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: {
          sectionPrimitives: {
            test: /[\\/]src[\\/](ui|sections|components)[\\/]/,
            chunks: "async",
            minChunks: 2,
            minSize: 0,
            name: "section-primitives",
            priority: 50,
            enforce: true,
          },
        },
      },
    },
  });
}
