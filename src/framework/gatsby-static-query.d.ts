import type { Context } from "react";

/**
 * Gatsby's StaticQueryContext, for ./gatsby-static-queries.tsx only.
 *
 * Written against: gatsby 5.16.1
 * gatsby exports the context its useStaticQuery reads (cache-dir/gatsby-browser-entry.js), but its
 * types do not declare it. Contract: ./__tests__/gatsby-static-queries.test.tsx.
 */
declare module "gatsby" {
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>;
}
