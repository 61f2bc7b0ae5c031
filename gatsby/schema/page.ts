/** data/pages/*.json: one page each, at `path`; gatsby-node renders it with templates/page. */
export const pageTypeDefs = /* GraphQL */ `
  type PageJson implements Node @dontInfer {
    "The file name (index for the home page)."
    slug: String! @fileSlug
    "The page address (gatsby/routes.ts): / for index.json, otherwise /<file name>."
    path: String! @routePath
    "The first section's title: the page's h1 and its name in structured data."
    title: String! @firstSectionTitle
    seo: Seo!
    "webPage (when absent), contactPage or organization: the schema.org JSON-LD the page carries."
    structuredData: String
    "The BreadcrumbList trail for search engines, home first."
    breadcrumbs: [Link!]
    "Rendered in order by src/sections/registry.tsx."
    sections: [PageSection!]!
  }
`;
