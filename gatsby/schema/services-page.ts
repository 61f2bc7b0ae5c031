/** data/pages/services.json: the /services overview. */
export const servicesPageTypeDefs = /* GraphQL */ `
  type ServicesPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    services: ServicesOverviewList!
    stats: StatsSection!
    cta: CallToActionSection!
  }

  type ServicesOverviewList {
    id: String!
    title: String!
    intro: String
    cards: [ServicesOverviewCard!]!
  }

  type ServicesOverviewCard {
    title: String!
    description: String!
    features: [String!]!
    icon: IconGlyph! @iconGlyph
    "Accent colour name from the theme: blue, teal, navy or amber."
    colour: String!
    link: Link!
  }
`;
