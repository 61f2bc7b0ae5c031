import { CONTENT_KINDS, type PageMakingKind } from "./content-kinds";

/**
 * Every URL of a page made from a data file comes from the `route` rule of its content kind
 * (gatsby/content-kinds.ts) and nowhere else: the GraphQL `path` field (gatsby/schema/derived-fields.ts)
 * answers with it, and pages, cards, breadcrumbs, structured data and the sitemap all read that
 * field. The file name is the address, so copying a data file to a new name makes a new page and two
 * files can never claim one address. This module only derives lookups from that one list.
 */
export type PageMakingTypeName = PageMakingKind["typeName"];

const PAGE_KINDS: readonly PageMakingKind[] = CONTENT_KINDS.filter((kind): kind is PageMakingKind => "route" in kind);

/** Type name → route rule of every kind whose files make pages; the record's type lists every such kind. */
export const PAGE_ROUTES = Object.fromEntries(PAGE_KINDS.map((kind) => [kind.typeName, kind.route])) as Readonly<
  Record<PageMakingTypeName, (name: string) => string>
>;

export function isPageMakingType(typeName: string): typeName is PageMakingTypeName {
  return Object.hasOwn(PAGE_ROUTES, typeName);
}

/** A page-making file's name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The folders of data/ whose files each make a page (their file name is part of the URL). */
export const PAGE_MAKING_DIRECTORIES: readonly string[] = PAGE_KINDS.map((kind) => kind.directory);
