/** data/pages/cost-analysis.json: the /cost-analysis page. */
export const costAnalysisPageTypeDefs = /* GraphQL */ `
  type CostAnalysisPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    comparison: CostComparisonSection!
    reasons: BenefitsSection!
    savings: SavingsExample!
    cta: CallToActionSection!
  }

  "A worked savings example: bars proportional to value, amounts also as text."
  type SavingsExample {
    id: String!
    title: String!
    intro: String
    caption: String!
    bars: [SavingsBar!]!
    result: Stat!
  }

  type SavingsBar {
    label: String!
    amount: String!
    value: Float!
  }
`;
