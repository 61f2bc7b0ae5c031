/** data/blog/*.json: one article each; gatsby-node makes its page at `path` from templates/blog-post. */
export const blogTypeDefs = /* GraphQL */ `
  type BlogPostJson implements Node @dontInfer {
    "The file name: the last part of the address."
    slug: String! @fileSlug
    "The page address (gatsby/routes.ts)."
    path: String! @routePath
    title: String!
    excerpt: String!
    category: String!
    "Query it formatted, e.g. datePublished(formatString: \\"MMMM D, YYYY\\")."
    datePublished: Date! @dateformat
    "From the body's word count, e.g. 8 min read."
    readTime: String! @readTime(from: "body")
    author: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    seo: Seo!
    "The Markdown blocks as written."
    body: [String!]!
    "The body as sanitized HTML with heading anchors, safe external links and built images."
    bodyHtml: String! @markdownHtml(from: "body")
  }
`;
