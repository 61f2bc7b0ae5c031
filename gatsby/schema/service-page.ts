/** data/services/*.json: one service page each; gatsby-node makes /<slug> from templates/service-page. */
export const servicePageTypeDefs = /* GraphQL */ `
  type ServicePageJson implements Node @dontInfer {
    slug: String!
    "Name and schema.org serviceType for the page's Service JSON-LD."
    serviceName: String!
    serviceType: String!
    seo: Seo!
    "Rendered in order by src/sections/registry.tsx; see gatsby/schema/service-sections.ts."
    sections: [ServiceSection!]!
  }
`;
