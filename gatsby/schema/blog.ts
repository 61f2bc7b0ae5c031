/** data/blog/*.json: one article each; gatsby-node makes /blog/<slug> from templates/blog-post. */
export const blogTypeDefs = /* GraphQL */ `
  type BlogPostJson implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    title: String!
    excerpt: String!
    category: String!
    date: String!
    datePublished: Date! @dateformat
    readTime: String!
    author: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    seo: Seo!
    intro: [String!]!
    sections: [BlogPostSection!]!
  }

  type BlogPostSection {
    heading: String!
    paragraphs: [String!]!
    bullets: [String!]
  }
`;
