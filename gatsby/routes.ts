/**
 * Every URL of a page made from a data file is built here and nowhere else: the GraphQL `path`
 * field (gatsby/schema/derived-fields.ts) answers with it, and pages, cards, breadcrumbs,
 * structured data and the sitemap all read that field.
 */
export const COLLECTION_ROUTES = {
  ServicePageJson: (slug: string) => `/${slug}`,
  CaseStudyJson: (slug: string) => `/case-studies/${slug}`,
  BlogPostJson: (slug: string) => `/blog/${slug}`,
} as const;

export type CollectionTypeName = keyof typeof COLLECTION_ROUTES;

export function isCollectionType(typeName: string): typeName is CollectionTypeName {
  return Object.hasOwn(COLLECTION_ROUTES, typeName);
}

/** A collection item's address segment is its file name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The folders of data/ whose files each make a page (their file name is part of the URL). */
export const PAGE_MAKING_DIRECTORIES = ["services", "case-studies", "blog"] as const;
