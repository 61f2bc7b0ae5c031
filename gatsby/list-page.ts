/**
 * The page a collection item's breadcrumb trail names as its list: of the addresses of the pages
 * that list the collection, the one the item's address lies under, else the first by address — so
 * renaming that page's file moves the crumb with it, and a second list elsewhere does not.
 * gatsby/schema/head-fields.ts builds the trail with it; the browser tests expect it with it.
 */
export function listPageFor(itemPath: string, listPaths: readonly string[]): string | undefined {
  const sorted = [...listPaths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.find((candidate) => itemPath.startsWith(`${candidate}/`)) ?? sorted[0];
}
