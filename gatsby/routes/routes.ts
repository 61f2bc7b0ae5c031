// gatsby/routes/: every page's address: the route rules of the content kinds (here), the data files
// that make pages, links that name a page's file, and moved pages' forwarding.
import path from "path";
import { CONTENT_KINDS, findContentKind, isPageKind, type ContentKind, type PageKindRow } from "../content/content-kinds";

/**
 * Every URL of a page made from a data file comes from the `route` rule of its content kind
 * (gatsby/content/content-kinds.ts) and nowhere else: the GraphQL `path` field (gatsby/schema/derived-fields.ts)
 * answers with it, and pages, cards, breadcrumbs, structured data and the sitemap all read that
 * field. The file name is the address, so copying a data file to a new name makes a new page. This
 * module only derives lookups from that one table, and finds two files that would claim one address.
 */
export type PageKindTypeName = PageKindRow["typeName"];

/** The rows of gatsby/content/content-kinds.ts whose files make pages. */
export const PAGE_KINDS: readonly PageKindRow[] = CONTENT_KINDS.filter((kind): kind is PageKindRow => isPageKind(kind as ContentKind));

/** Type name → route rule of every kind whose files make pages; the record's type lists every such kind. */
export const PAGE_ROUTES = Object.fromEntries(PAGE_KINDS.map((kind) => [kind.typeName, kind.route])) as Readonly<
  Record<PageKindTypeName, (name: string) => string>
>;

export function isPageKindType(typeName: string): typeName is PageKindTypeName {
  return Object.hasOwn(PAGE_ROUTES, typeName);
}

/** A page file's name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The folders of data/ whose files each make a page (their file name is part of the URL). */
export const PAGE_KIND_DIRECTORIES: readonly string[] = PAGE_KINDS.flatMap((kind) => kind.directories);

/** The address the data file <directory>/<name>.json makes, or undefined when its folder makes no pages. */
export function routeOfFile(relativeFile: string): string | undefined {
  const name = path.basename(relativeFile, ".json");
  const kind = findContentKind(path.dirname(relativeFile), name);
  return kind && isPageKind(kind) ? kind.route(name) : undefined;
}

/**
 * Two files that would make one page (data/pages/x.json and data/services/x.json share a route rule):
 * each address claimed twice, with the files that claim it (paths below data/, sorted).
 */
export function addressCollisions(relativeFiles: readonly string[]): Array<{ path: string; files: string[] }> {
  const byAddress = new Map<string, string[]>();
  for (const file of [...relativeFiles].sort()) {
    const address = routeOfFile(file);
    if (address !== undefined) byAddress.set(address, [...(byAddress.get(address) ?? []), file]);
  }
  return [...byAddress].filter(([, files]) => files.length > 1).map(([address, files]) => ({ path: address, files }));
}
