import type { NodePluginSchema } from "gatsby";

/**
 * The typed sections of data/pages/*.json and data/services/*.json. Each JSON `type` has its own GraphQL object type,
 * all implementing the interface `PageSection`; queries select fields per type with fragments
 * (`... on HeroSection`). An interface rather than a union because every section shares `type`
 * and `id`, which the renderer reads without knowing the type.
 *
 * The JSON value of `type` → the GraphQL type it resolves to. src/sections/registry.tsx maps the
 * same GraphQL types to components, and a unit test keeps both lists and the JSON Schema in step.
 */
export const SECTION_TYPE_NAMES = {
  hero: "HeroSection",
  cardGrid: "CardGridSection",
  process: "ProcessSection",
  benefits: "BenefitsSection",
  stats: "StatsSection",
  talentCategories: "TalentCategoriesSection",
  industries: "IndustriesSection",
  costComparison: "CostComparisonSection",
  textBlock: "TextBlockSection",
  integrationTabs: "IntegrationTabsSection",
  revealCards: "RevealCardsSection",
  callToAction: "CallToActionSection",
  advantageCards: "AdvantageCardsSection",
  serviceCards: "ServiceCardsSection",
  savingsExample: "SavingsExampleSection",
  testimonialList: "TestimonialListSection",
  caseStudyList: "CaseStudyListSection",
  blogList: "BlogListSection",
} as const;

export type SectionJsonType = keyof typeof SECTION_TYPE_NAMES;

/** Built in code, not SDL: nested JSON objects have no `internal.type`, so the interface needs its own resolveType. */
export function pageSectionInterface(schema: NodePluginSchema) {
  return schema.buildInterfaceType({
    name: "PageSection",
    fields: { type: "String!", id: "String!" },
    resolveType: (value: { type?: string }) => {
      const typeName = SECTION_TYPE_NAMES[value.type as SectionJsonType];
      // Content validation rejects unknown types first; this guards data that skipped it.
      if (!typeName) throw new Error(`Unknown service section type "${value.type}"`);
      return typeName;
    },
  });
}

/** Fields every section has; `tone` is the band colour (plain, muted, dark). */
const common = `type: String! id: String! tone: String`;

// GraphQL merges the fields of all section fragments into one selection, so a field name must have
// the same type in every section type (\`intro\` is String everywhere, \`actions\` and \`stats\` are
// nullable lists). The JSON Schema, not GraphQL, says which of them a section type requires.

export const pageSectionTypeDefs = /* GraphQL */ `
  type SectionAction {
    label: String!
    "A path on this site; absent when the action opens the scheduler."
    to: String
    scheduler: Boolean
    variant: String
  }

  type SectionCard {
    icon: IconGlyph @iconGlyph
    title: String!
    description: String!
    badge: String
    features: [String!]
    action: SectionAction
  }

  type HeroSection implements PageSection {
    ${common}
    badge: String
    title: String!
    intro: String
    actions: [SectionAction!]
    stats: [Stat!]
  }

  type CardGridSection implements PageSection {
    ${common}
    title: String!
    intro: String
    cards: [SectionCard!]!
    actions: [SectionAction!]
    "Entrance animation delay added per card, in milliseconds."
    staggerMs: Int
  }

  type ProcessSection implements PageSection {
    ${common}
    title: String!
    intro: String
    steps: [ProcessStep!]!
  }

  type ProcessStep {
    title: String!
    duration: String
    description: String!
    activities: [String!]
  }

  type BenefitsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    items: [BenefitItem!]!
  }

  type BenefitItem {
    icon: IconGlyph @iconGlyph
    highlight: String
    title: String!
    description: String!
  }

  type StatsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    stats: [Stat!]
  }

  type TalentCategoriesSection implements PageSection {
    ${common}
    title: String!
    intro: String
    skillsLabel: String!
    categories: [TalentCategory!]!
  }

  type TalentCategory {
    icon: IconGlyph! @iconGlyph
    title: String!
    description: String!
    skills: [String!]!
  }

  type IndustriesSection implements PageSection {
    ${common}
    title: String!
    intro: String
    industries: [Industry!]!
  }

  type Industry {
    icon: IconGlyph! @iconGlyph
    name: String!
  }

  type CostComparisonSection implements PageSection {
    ${common}
    title: String!
    intro: String
    localLabel: String!
    indiaLabel: String!
    savingsLabel: String!
    comparisons: [CostComparisonItem!]!
    points: [String!]
    actions: [SectionAction!]
  }

  type CostComparisonItem {
    title: String!
    description: String
    localCost: String!
    indiaCost: String!
    savings: String!
  }

  type TextBlockSection implements PageSection {
    ${common}
    title: String!
    intro: String
    paragraphs: [String!]
    points: [String!]
    actions: [SectionAction!]
    "Entrance animation delay added per point, in milliseconds."
    staggerMs: Int
  }

  type IntegrationTabsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    tabsLabel: String!
    popularLabel: String!
    featuresLabel: String!
    overviewTitle: String!
    entries: [IntegrationEntry!]!
    action: SectionAction!
  }

  type IntegrationEntry {
    icon: IconGlyph! @iconGlyph
    title: String!
    subtitle: String!
    description: String!
    features: [String!]!
    popular: Boolean
  }

  type RevealCardsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    featuresLabel: String!
    cards: [SectionCard!]!
    actions: [SectionAction!]
  }

  type AdvantageCardsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    cards: [AdvantageCard!]!
  }

  type AdvantageCard {
    "Nullable only so that queries may merge it with SectionCard's icon; the JSON Schema requires it."
    icon: IconGlyph @iconGlyph
    title: String!
    description: String!
    "One highlighted figure under the text."
    stats: String!
  }

  type CallToActionSection implements PageSection {
    ${common}
    title: String!
    text: String!
    actions: [SectionAction!]
  }

  type ServiceCardsSection implements PageSection {
    ${common}
    title: String!
    intro: String
    cards: [ServiceOverviewCard!]!
  }

  type ServiceOverviewCard {
    "Nullable only so that queries may merge it with SectionCard's icon; the JSON Schema requires it."
    icon: IconGlyph @iconGlyph
    title: String!
    description: String!
    "Nullable only so that queries may merge it with SectionCard's features; the JSON Schema requires it."
    features: [String!]
    "Accent colour name from the theme: blue, teal, navy or amber."
    colour: String!
    link: Link!
  }

  type SavingsExampleSection implements PageSection {
    ${common}
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

  "Lists data/testimonials.json, not a copy: a new testimonial shows on every such section."
  type TestimonialListSection implements PageSection {
    ${common}
    title: String!
    intro: String
    "all (when absent), featured or others."
    show: String
    testimonials: TestimonialsJson! @singleNode(type: "TestimonialsJson")
  }

  "Lists every case study by its order, not a copy."
  type CaseStudyListSection implements PageSection {
    ${common}
    title: String!
    intro: String
    industryLabel: String!
    timelineLabel: String!
    challengeLabel: String!
    solutionLabel: String!
    keyResultsLabel: String!
    efficiencyLabel: String!
    costLabel: String!
    timeLabel: String!
    readMoreLabel: String!
    caseStudies: [CaseStudyJson!]! @allNodes(type: "CaseStudyJson", sortBy: "order")
  }

  "Lists every article, newest first, not a copy."
  type BlogListSection implements PageSection {
    ${common}
    title: String!
    intro: String
    readMoreLabel: String!
    posts: [BlogPostJson!]! @allNodes(type: "BlogPostJson", sortBy: "datePublished", descending: true)
  }
`;
