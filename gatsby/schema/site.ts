/** data/site.json: company identity and the shell (header, footer). */
export const siteTypeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
    logoText: String!
    logoTagline: String!
    siteUrl: String!
    language: String!
    titleTemplate: String!
    description: String!
    keywords: [String!]!
    defaultImage: File! @fileByRelativePath
    defaultImageAlt: String!
    schedulerUrl: String!
    contact: SiteContact!
    social: [SiteSocialProfile!]!
    header: SiteHeader!
    footer: SiteFooter!
    ui: SiteUi!
    articlePage: SiteArticlePage!
    caseStudyPage: SiteCaseStudyPage!
  }

  type SiteContact {
    phone: String!
    emergencyHotline: String!
    email: String!
    hours: String!
    address: SiteAddress!
  }

  type SiteAddress {
    streetAddress: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }

  type SiteSocialProfile {
    network: String!
    label: String!
    url: String!
  }

  type SiteHeader {
    servicesLabel: String!
    serviceGroups: [SiteLinkGroup!]!
    viewAllLink: Link!
    links: [Link!]!
    ctaLabel: String!
    menuButtonLabel: String!
    sheetTitle: String!
    closeLabel: String!
  }

  type SiteLinkGroup {
    title: String!
    links: [Link!]!
  }

  type SiteFooter {
    about: String!
    contactTitle: String!
    socialTitle: String!
    columns: [SiteFooterColumn!]!
    copyright: String!
  }

  type SiteFooterColumn {
    title: String!
    links: [SiteFooterLink!]!
  }

  type SiteFooterLink {
    label: String!
    to: String
    disabled: Boolean
  }

  type SiteUi {
    skipLink: String!
    newTab: String!
    readTime: String!
    comingSoon: String!
  }

  "Texts every article page shares (src/templates/blog-post.tsx)."
  type SiteArticlePage {
    breadcrumbLabel: String!
    homeLabel: String!
    listLabel: String!
    authorLabel: String!
    cta: CallToActionSection!
  }

  "Labels every case study page shares (src/templates/case-study.tsx)."
  type SiteCaseStudyPage {
    breadcrumbLabel: String!
    homeLabel: String!
    listLabel: String!
    factsLabel: String!
    clientLabel: String!
    industryLabel: String!
    durationLabel: String!
    teamSizeLabel: String!
    locationLabel: String!
    "Fixed ROI figure shown on every case study page."
    roiLabel: String!
    roiValue: String!
    challengeLabel: String!
    painPointsLabel: String!
    solutionLabel: String!
    approachesLabel: String!
    implementationLabel: String!
    resultsLabel: String!
    testimonialLabel: String!
    cta: CallToActionSection!
  }
`;
