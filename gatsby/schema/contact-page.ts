/** data/pages/contact.json: the /contact texts (contact details themselves are in data/site.json). */
export const contactPageTypeDefs = /* GraphQL */ `
  type ContactPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    form: ContactFormTexts!
    details: ContactDetailsTexts!
    support: ContactSupportTexts!
    schedule: ContactScheduleTexts!
    savings: CardGridSection!
    indiaAdvantage: TextBlockSection!
  }

  type ContactFormTexts {
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

  type ContactSupportTexts {
    title: String!
    text: String!
    hotlineLabel: String!
  }

  type ContactScheduleTexts {
    title: String!
    text: String!
    buttonLabel: String!
  }
`;
