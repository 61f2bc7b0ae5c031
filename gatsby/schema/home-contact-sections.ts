/**
 * Section kinds first made for the home page and /contact, usable on any page (their JSON shapes are in
 * data/schemas/sections.schema.json, their type names in SECTION_TYPE_NAMES of ./page-sections).
 * Field names shared with other section types keep the same GraphQL type and nullability there
 * (`intro`, `actions`, `stats`, `paragraphs`, and `cards { icon features }` are nullable) because
 * queries merge the fragments of all section types; the JSON Schema says what each kind requires.
 */
export const homeContactSectionTypeDefs = /* GraphQL */ `
  "An icon card: icon, title and a sentence or two."
  type FeatureItem {
    icon: IconGlyph! @iconGlyph
    title: String!
    description: String!
  }

  "The 24/7 support box; the hotline number itself comes from data/site.json."
  type SupportTexts {
    title: String!
    text: String!
    hotlineLabel: String!
  }

  type ImageHeroSection implements PageSection {
    type: String!
    id: String!
    tone: String
    badge: String
    title: String!
    intro: String
    actions: [SectionAction!]
    image: File! @fileByRelativePath
    imageAlt: String!
    contactCard: ContactCard!
  }

  type ContactCard {
    title: String!
    text: String!
    to: String!
  }

  type GradientCardsSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    learnMoreLabel: String!
    cards: [GradientCard!]!
    viewAll: Link!
  }

  type GradientCard {
    icon: IconGlyph @iconGlyph
    "blue, teal, violet or amber (src/sections/gradient-card-colours.ts)."
    gradient: String!
    title: String!
    description: String!
    features: [String!]
    to: String!
  }

  type FiguresAndBenefitsSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    stats: [Stat!]
    benefitsTitle: String!
    benefits: [FeatureItem!]!
    "Opened with a full page load (a plain link)."
    primaryLink: Link!
    secondaryLink: Link!
  }

  type AboutSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    paragraphs: [String!]
    stats: [Stat!]
    reasonsTitle: String!
    reasons: [FeatureItem!]!
  }

  type FeaturedTestimonialsSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    moreLink: Link!
    "data/testimonials.json, read at query time: the section shows those marked featured."
    testimonials: TestimonialsJson! @singleNode(type: "TestimonialsJson")
  }

  type FaqSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    items: [FaqItem!]!
  }

  type FaqItem {
    question: String!
    answer: String!
  }

  type ShortEnquiryFormSection implements PageSection {
    type: String!
    id: String!
    tone: String
    title: String!
    intro: String
    benefits: [FeatureItem!]!
    scheduleLabel: String!
    formTitle: String!
    support: SupportTexts!
  }

  type FullEnquiryFormSection implements PageSection {
    type: String!
    id: String!
    tone: String
    form: EnquiryFormTexts!
    details: ContactDetailsTexts!
    support: SupportTexts!
    schedule: ScheduleTexts!
  }

  type EnquiryFormTexts {
    title: String!
    intro: String!
  }

  type ContactDetailsTexts {
    title: String!
    phoneLabel: String!
    emailLabel: String!
    addressLabel: String!
    hoursLabel: String!
    responseLabel: String!
    responseTime: String!
  }

  type ScheduleTexts {
    title: String!
    text: String!
    buttonLabel: String!
  }
`;
