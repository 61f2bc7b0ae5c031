/** data/pages/home.json: the sections of the home page, top to bottom. */
export const homePageTypeDefs = /* GraphQL */ `
  type HomePageJson implements Node @dontInfer {
    seo: Seo!
    hero: HomeHero!
    services: HomeServices!
    india: HomeIndia!
    about: HomeAbout!
    testimonials: HomeTestimonials!
    faq: HomeFaq!
    contact: HomeContact!
  }

  "An icon card: icon, title and a sentence or two."
  type HomeFeature {
    icon: IconGlyph! @iconGlyph
    title: String!
    description: String!
  }

  type HomeHero {
    badge: String
    title: String!
    intro: String!
    actions: [SectionAction!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    contactCard: HomeContactCard!
  }

  type HomeContactCard {
    title: String!
    text: String!
    to: String!
  }

  type HomeServices {
    title: String!
    intro: String!
    learnMoreLabel: String!
    cards: [HomeServiceCard!]!
    viewAll: Link!
  }

  type HomeServiceCard {
    icon: IconGlyph! @iconGlyph
    "blue, teal, violet or amber (src/sections/home/service-gradients.ts)."
    gradient: String!
    title: String!
    description: String!
    features: [String!]!
    to: String!
  }

  type HomeIndia {
    title: String!
    intro: String!
    stats: [Stat!]!
    benefitsTitle: String!
    benefits: [HomeFeature!]!
    explore: Link!
    costAnalysis: Link!
  }

  type HomeAbout {
    title: String!
    intro: String!
    paragraphs: [String!]!
    stats: [Stat!]!
    whyChooseTitle: String!
    points: [HomeFeature!]!
  }

  type HomeTestimonials {
    title: String!
    intro: String!
    moreLink: Link!
  }

  type HomeFaq {
    title: String!
    intro: String!
    items: [FaqItem!]!
  }

  type FaqItem {
    question: String!
    answer: String!
  }

  type HomeContact {
    title: String!
    intro: String!
    benefits: [HomeFeature!]!
    scheduleLabel: String!
    formTitle: String!
    support: HomeSupport!
  }

  type HomeSupport {
    title: String!
    text: String!
    hotlineLabel: String!
  }
`;
