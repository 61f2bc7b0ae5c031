/** data/services/*.json: one service page each; gatsby-node makes its page at `path` from templates/service-page. */
export const servicePageTypeDefs = /* GraphQL */ `
  type ServicePageJson implements Node @dontInfer {
    "The file name: the last part of the address."
    slug: String! @fileSlug
    "The page address (gatsby/routes.ts)."
    path: String! @routePath
    "Name and schema.org serviceType for the page's Service JSON-LD."
    serviceName: String!
    serviceType: String!
    seo: Seo!
    "Rendered in order by src/sections/registry.tsx; see gatsby/schema/page-sections.ts."
    sections: [PageSection!]!
  }
`;
