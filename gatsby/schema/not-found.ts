/** data/not-found.json: the 404, unknown case study and moved-page texts (not a page of data/pages). */
export const notFoundTypeDefs = /* GraphQL */ `
  type NotFoundPageJson implements Node @dontInfer {
    seo: Seo!
    code: String!
    heading: String!
    homeLinkLabel: String!
    caseStudy: NotFoundCaseStudy!
    redirect: NotFoundRedirect!
  }

  type NotFoundCaseStudy {
    heading: String!
    message: String!
    backLinkLabel: String!
    backLinkTo: String!
  }

  type NotFoundRedirect {
    title: String!
    message: String!
    linkLabel: String!
  }
`;
