/** data/pages/blog.json: the /blog list texts and the labels every article page shares. */
export const blogPageTypeDefs = /* GraphQL */ `
  type BlogPageJson implements Node @dontInfer {
    seo: Seo!
    hero: HeroSection!
    list: BlogListTexts!
    newsletter: CallToActionSection!
    article: BlogArticleTexts!
  }

  type BlogListTexts {
    title: String!
    intro: String!
    readMoreLabel: String!
  }

  type BlogArticleTexts {
    breadcrumbLabel: String!
    homeLabel: String!
    listLabel: String!
    authorLabel: String!
    cta: CallToActionSection!
  }
`;
