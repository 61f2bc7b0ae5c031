import type { GatsbyConfig } from "gatsby";
import { jsonTypeName } from "./gatsby/content/content-kinds";
import { GATSBY_TYPES_PATH } from "./gatsby/content/content-file-types";
import { applyDevelopmentDefaults } from "./gatsby/env/enquiry-backend";
import { loadEnvFile } from "./gatsby/env/env-files";
import { resolveSiteUrl } from "./gatsby/env/site-url";
import { sitemapOptions } from "./gatsby/feeds/sitemap";
import { staticHostAdapter } from "./gatsby/static-host-adapter";

// First: the .env file the browser bundle reads, so everything below sees the same values.
loadEnvFile();

const developing = process.env.NODE_ENV !== "production";
// Without a Supabase project, `gatsby develop` stores enquiries locally (gatsby/env/enquiry-backend.ts).
if (developing) applyDevelopmentDefaults();

const siteUrl = resolveSiteUrl();
// The sitemap plugin reads it lazily; one source of truth for every absolute URL.
process.env.SITE_URL_RESOLVED = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  // Chosen here, never by the environment: the same build output on every host (why: the adapter's file).
  adapter: staticHostAdapter(),
  graphqlTypegen: { typesOutputPath: GATSBY_TYPES_PATH, generateOnBuild: true },
  // `npm start` sends server HTML, as the build writes it: a page wakes its islands alone, as built
  // (src/runtime/render-page.tsx); an edit of data/ shows after a reload.
  flags: { DEV_SSR: true },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Readable class names while developing; in the production bundles every component's
      // displayName and file-based componentId are bytes no visitor needs (docs/performance.md).
      options: { displayName: developing, fileName: developing },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // No AVIF (docs/performance.md): for these flat illustrations WebP is 25-30% smaller at the
      // same quality (browsers would pick AVIF, listed first) and AVIF encoding takes 15-35× longer,
      // which was ~90% of image processing in a cold build.
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
