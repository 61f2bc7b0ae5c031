// The near-empty page `npm run bench` measures every route against (docs/performance.md): the
// same Gatsby, styled-components and image plugins as the site, and nothing else. Built from this
// folder with the repository's node_modules (scripts/bench/empty-site.mjs).
import type { GatsbyConfig } from "gatsby";

const config: GatsbyConfig = {
  siteMetadata: { title: "Empty page", siteUrl: "http://127.0.0.1" },
  jsxRuntime: "automatic",
  plugins: ["gatsby-plugin-styled-components", "gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp"],
};

export default config;
