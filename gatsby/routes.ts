/**
 * Every URL of a page made from a data file is built here and nowhere else: the GraphQL `path`
 * field (gatsby/schema/derived-fields.ts) answers with it, and pages, cards, breadcrumbs,
 * structured data and the sitemap all read that field. The file name is the address, so copying
 * a data file to a new name makes a new page and two files can never claim one address.
 */
export const PAGE_ROUTES = {
  /** data/pages/<name>.json; index.json is the home page. */
  PageJson: (name: string) => (name === "index" ? "/" : `/${name}`),
  ServicePageJson: (name: string) => `/${name}`,
  CaseStudyJson: (name: string) => `/case-studies/${name}`,
  BlogPostJson: (name: string) => `/blog/${name}`,
} as const;

export type PageMakingTypeName = keyof typeof PAGE_ROUTES;

export function isPageMakingType(typeName: string): typeName is PageMakingTypeName {
  return Object.hasOwn(PAGE_ROUTES, typeName);
}

/** A page-making file's name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The folders of data/ whose files each make a page (their file name is part of the URL). */
export const PAGE_MAKING_DIRECTORIES = ["pages", "services", "case-studies", "blog"] as const;
