/**
 * The page a collection item's breadcrumbs name as its list: of the addresses of the pages
 * that list the collection, the one the item's address lies under, else the first by address — so
 * renaming that page's file moves the crumb with it, and a second list elsewhere does not.
 * gatsby/schema/head-fields.ts builds the breadcrumbs with it; the browser tests expect it with it.
 */
export function listPageFor(itemPath: string, listPaths: readonly string[]): string | undefined {
  const sorted = [...listPaths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.find((candidate) => itemPath.startsWith(`${candidate}/`)) ?? sorted[0];
}

export type BreadcrumbLabels = { homeLabel: string; listLabel: string };

/**
 * A collection item's breadcrumbs: home, the page that lists the collection (listPageFor), the
 * item itself, named by its title. Undefined when no page lists the collection.
 */
export function collectionBreadcrumbs(item: { title: string; path: string }, labels: BreadcrumbLabels, homePath: string, listPaths: readonly string[]) {
  const listPath = listPageFor(item.path, listPaths);
  if (!listPath) return undefined;
  return [
    { label: labels.homeLabel, to: homePath },
    { label: labels.listLabel, to: listPath },
    { label: item.title, to: item.path },
  ];
}
