/**
 * The order of a collection's lists, the one rule the build and the tests share: by one field
 * (`sortBy` of `@allNodes`, gatsby/schema/collection-fields.ts), ascending or descending, and when
 * two entries tie on it (two posts of one day, two case studies with the same `order`) by their
 * file name, a to z, so the order never depends on the order in which files happen to be read.
 */
export type CollectionOrder = { sortBy: string; descending?: boolean };

/** Articles: newest first (`datePublished` is YYYY-MM-DD, so text order is date order). */
export const BLOG_ORDER: CollectionOrder = { sortBy: "datePublished", descending: true };
/** Case studies: by the editors' `order`, 1 first. */
export const CASE_STUDY_ORDER: CollectionOrder = { sortBy: "order" };

const isMissing = (value: unknown) => value === undefined || value === null;

/** Numbers by size, anything else as text by code unit (no locale, so the order is the same everywhere). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return Math.sign(a - b);
  const [left, right] = [String(a), String(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The entries in the collection's order; `slugOf` gives an entry's file name (its slug) for ties. An entry without the field comes last. */
export function sortCollection<T extends object>(entries: Iterable<T>, order: CollectionOrder, slugOf: (entry: T) => string): T[] {
  const keyed = Array.from(entries, (entry) => ({ entry, value: (entry as Record<string, unknown>)[order.sortBy], slug: slugOf(entry) }));
  keyed.sort((a, b) => {
    if (isMissing(a.value) !== isMissing(b.value)) return isMissing(a.value) ? 1 : -1;
    const byField = isMissing(a.value) ? 0 : compareValues(a.value, b.value);
    if (byField !== 0) return order.descending ? -byField : byField;
    return compareValues(a.slug, b.slug);
  });
  return keyed.map(({ entry }) => entry);
}
