/** Types several content kinds share. */
export const sharedTypeDefs = /* GraphQL */ `
  type Link {
    label: String!
    to: String!
  }

  type Stat {
    value: String!
    label: String!
  }

  type Seo {
    title: String!
    description: String!
    keywords: [String!]!
    image: File @fileByRelativePath
    imageAlt: String
    noIndex: Boolean
  }
`;
