// gatsby/listings/: the lists of collections: a listing split into pages and per category (here), the
// order of a collection, what a section kind lists, the list page an item's breadcrumbs name.
import type { ListPosition } from "../../src/lib/list-position";

/**
 * The rules of listings that grow without bound (the articles, the case studies): a page lists at
 * most `pageSize` items (the list section's field in data/pages); page 1 stays at the list page's
 * own address, page n at `<address>/<n>`; a list of articles also gets one listing per category at
 * `<address>/category/<slug>` (paged the same way). Every address of a listing page is written
 * here and nowhere else: gatsby/create-pages.ts makes the pages, gatsby/schema derives the link of
 * an article's category, and the tests read the same rules.
 */

/** The folder of the category listings below a list page's address. */
export const CATEGORY_FOLDER = "category";

/** How many pages `total` items fill (1 when there are none: the list page still exists). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`a page size must be a whole number of at least 1, not ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of page `page` of a listing whose first page is at `firstPath`. */
export function numberedPagePath(firstPath: string, page: number): string {
  if (page <= 1) return firstPath;
  return `${firstPath.replace(/\/$/, "")}/${page}`;
}

/**
 * A category's part of an address: lower case, accents dropped, every run of other characters
 * than letters and digits one hyphen, none at either end ("SAP BTP" → "sap-btp", "Dynamics 365" →
 * "dynamics-365", "Test & QA" → "test-qa"). Editors write the category as text; its address follows.
 * A category of no letter or digit at all ("++", an emoji) is spelled by its characters' code
 * points in hexadecimal ("2b-2b"): every category the schema allows has a page.
 */
export function categorySlug(category: string): string {
  const slug = category
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || [...category].map((character) => character.codePointAt(0)!.toString(16)).join("-");
}

/** The address of a category's first listing page below the list page at `listPath`. */
export function categoryPagePath(listPath: string, category: string): string {
  return `${listPath.replace(/\/$/, "")}/${CATEGORY_FOLDER}/${categorySlug(category)}`;
}

/** One page of a listing: its address, the slice of the list it shows, and its place among the listing's pages. */
export type ListingPage = { path: string; skip: number; limit: number; position: ListPosition };

/** Every page of a listing of `total` items whose first page is at `firstPath`. */
export function listingPages(firstPath: string, pageSize: number, total: number, category?: string): ListingPage[] {
  const count = pageCount(total, pageSize);
  const paths = Array.from({ length: count }, (_, index) => numberedPagePath(firstPath, index + 1));
  return paths.map((pagePath, index) => ({
    path: pagePath,
    skip: index * pageSize,
    limit: pageSize,
    position: { page: index + 1, paths, ...(category === undefined ? {} : { category }) },
  }));
}

/** An item's category, and the data file that names it (for the build's message), where known. */
export type CategoryOfItem = { category: string; file?: string };

/**
 * The categories of a list, each once with its number of items, in the order of their addresses.
 * Two spellings that make one address ("SAP BTP", "SAP-BTP") stop the build: one of the two is a
 * typo, and their articles would share a page under one name. The message names each spelling with
 * a file that uses it and the field, so the editor knows what to change.
 */
export function categoriesOf(items: Iterable<CategoryOfItem>): Array<{ category: string; count: number }> {
  const bySlug = new Map<string, { category: string; count: number; file?: string }>();
  const spelledIn = (category: string, file: string | undefined) => `"${category}"${file ? ` (${file})` : ""}`;
  for (const { category, file } of items) {
    const slug = categorySlug(category);
    const known = bySlug.get(slug);
    if (known && known.category !== category)
      throw new Error(
        `the categories ${spelledIn(known.category, known.file)} and ${spelledIn(category, file)} make one address (${slug}): write the field "category" the same way in both`,
      );
    bySlug.set(slug, { category, count: (known?.count ?? 0) + 1, file: known?.file ?? file });
  }
  return [...bySlug.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, { category, count }]) => ({ category, count }));
}
