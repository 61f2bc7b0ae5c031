/** data/pages/india-advantage.json: the /india-advantage page. */
export const indiaAdvantagePageTypeDefs = /* GraphQL */ `
  type IndiaAdvantagePageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    statistics: StatsSection!
    advantages: IndiaAdvantageList!
    industries: IndustriesSection!
    cta: CallToActionSection!
  }

  type IndiaAdvantageList {
    id: String!
    tone: String
    title: String!
    intro: String
    cards: [IndiaAdvantageCard!]!
  }

  type IndiaAdvantageCard {
    icon: IconGlyph! @iconGlyph
    title: String!
    description: String!
    "One highlighted figure, e.g. 4.36M IT professionals."
    stats: String!
  }
`;
