import type { GatsbyConfig } from "gatsby";
import { jsonTypeName } from "./gatsby/content-kinds";
import { resolveSiteUrl } from "./gatsby/site-url";
import { sitemapOptions } from "./gatsby/sitemap";

const siteUrl = resolveSiteUrl();
// The sitemap plugin reads it lazily; one source of truth for every absolute URL.
process.env.SITE_URL_RESOLVED = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // No AVIF (docs/performance.md): for these flat illustrations WebP is smaller (4 case study
      // images at 640 px: 33 KB WebP, 46 KB AVIF, which browsers would pick first) and AVIF
      // encoding was ~80% of image processing time (5.7 s vs 0.24 s per image size set).
      options: { defaults: { formats: ["auto", "webp"], quality: 72, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/*.md", "**/schemas/**"] },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
};

export default config;
