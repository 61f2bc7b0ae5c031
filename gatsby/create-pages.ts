import path from "path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { movedPages, type MovedPage } from "./routes/moved-pages";
import { PAGE_KINDS } from "./routes/routes";
import { categoriesOf, categoryPagePath, listingPages, type ListingPage } from "./listings/listing-pages";
import { pagedKinds } from "./listings/section-collections";
import { sortCollection } from "./listings/collection-order";

/**
 * Pages generated from data: one per JSON node of a page kind, from that kind's template, at
 * the node's `path` (both from the kind's row in gatsby/content/content-kinds.ts). gatsby-node queries only
 * ids and paths; each template's own query fetches the rest by `$id`. Two files that would make one
 * address stop the build before this runs (gatsby/content-checks/validate-content.ts). A page whose list is split
 * into pages also makes that list's further pages and its category listings (listingsOf), from the
 * same template (the category listings from their own), each with the slice it shows in its context:
 * the ids of its items, so that a page's query depends on the items it shows and no others.
 */
type RouteNodes = Record<string, { nodes: Array<{ id: string; path: string }> }>;

/**
 * An item of a listed collection: its id, what orders it (its `sortBy` field, its file name), its
 * category and its file below data/ (named in the build's message when two categories collide).
 */
type ListedItem = { id: string; category?: string | null; parent?: { name?: string; relativePath?: string } | null } & Record<string, unknown>;

/** The item's data file as editors know it (data/blog/x.json), where its node has one. */
const dataFileOf = (item: ListedItem): string | undefined => (item.parent?.relativePath ? `data/${item.parent.relativePath}` : undefined);

/** A page file's list sections that are split into pages, and the items of every collection they list. */
type ListingData = {
  allPageJson: { nodes: Array<{ id: string; sections: Array<{ type: string; pageSize?: number | null }> }> };
} & Record<string, { nodes: ListedItem[] }>;

const listingQuery = () => `{
  allPageJson { nodes { id sections { type ${pagedKinds()
    .map(({ typeName }) => `... on ${typeName} { pageSize }`)
    .join(" ")} } } }
  ${[...new Map(pagedKinds().map(({ collection, byCategory }) => [collection.typeName, { ...collection, byCategory }])).values()]
    .map(
      ({ typeName, sortBy, byCategory }) =>
        `all${typeName} { nodes { id ${sortBy ?? ""} ${byCategory ? "category" : ""} parent { ... on File { name relativePath } } } }`,
    )
    .join("\n  ")}
}`;

/** One page of a listing with the ids of the items it shows, in the list's order. */
export type ListingPageWithItems = ListingPage & { ids: string[] };

/**
 * The context of a listing page: the ids of the items it shows (the list field's `ids`: the page's
 * query reads those nodes and no others, so editing an article re-runs only the queries of the
 * pages that show it), the slice they are (`skip`, `limit`, `category`), and its place among the pages.
 */
const listingContext = ({ skip, limit, position, ids }: ListingPageWithItems) => ({
  listIds: ids,
  listSkip: skip,
  listLimit: limit,
  listCategory: position.category ?? null,
  listPosition: position,
});

/** Each page with the ids of the items of its slice of `items` (already in the list's order). */
const withItems = (pages: ListingPage[], items: readonly ListedItem[]): ListingPageWithItems[] =>
  pages.map((page) => ({ ...page, ids: items.slice(page.skip, page.skip + page.limit).map((item) => item.id) }));

/**
 * Every page of the listings a page file holds (gatsby/listings/listing-pages.ts): its own list paged, and for
 * a list by category one listing per category. The page's own address is page 1 of its list.
 */
export function listingsOf(
  page: { id: string; path: string },
  data: ListingData,
): { own?: ListingPageWithItems; more: ListingPageWithItems[]; categories: ListingPageWithItems[] } {
  const sections = data.allPageJson.nodes.find((node) => node.id === page.id)?.sections ?? [];
  const paged = pagedKinds().filter(({ kind }) => sections.some((section) => section.type === kind));
  if (paged.length === 0) return { more: [], categories: [] };
  const section = sections.find((candidate) => candidate.type === paged[0]!.kind)!;
  const listed = sections.filter((candidate) => paged.some(({ kind }) => kind === candidate.type));
  if (listed.length > 1)
    throw new Error(
      `the page ${page.path} has ${listed.length} lists split into pages (${listed.map((candidate) => candidate.type).join(", ")}); one page can page one list`,
    );
  const { collection, byCategory } = paged[0]!;
  const found = data[`all${collection.typeName}`]?.nodes ?? [];
  // The order of the list field (gatsby/schema/collection-fields.ts), so a page's ids are the slice its list would show.
  const { sortBy, descending } = collection;
  const items = sortBy ? sortCollection(found, { sortBy, descending }, (item) => item.parent?.name ?? item.id) : found;
  const [own, ...more] = withItems(listingPages(page.path, section.pageSize ?? Math.max(1, items.length), items.length), items);
  const categories = byCategory
    ? categoriesOf(items.map((item) => ({ category: String(item.category), file: dataFileOf(item) }))).flatMap(({ category, count }) =>
        withItems(
          listingPages(categoryPagePath(page.path, category), section.pageSize ?? Math.max(1, count), count, category),
          items.filter((item) => item.category === category),
        ),
      )
    : [];
  return { own, more, categories };
}

/** The template of a category's listing pages: the page that lists the articles, with only that list, of one category. */
const CATEGORY_TEMPLATE = "src/templates/category.tsx";

/** Old addresses kept working (data/site.json `movedPages`); gatsby/post-build also writes a static stub for hosts without redirect rules. */
function createRedirects(actions: Actions, moved: readonly MovedPage[]) {
  for (const redirect of moved) {
    actions.createRedirect({ ...redirect, isPermanent: true, redirectInBrowser: true });
  }
}

/** An old address that is also a page's address would hide the page or the redirect: each such one, as the build's message. */
export function movedAddressConflicts(moved: readonly MovedPage[], madeBy: ReadonlyMap<string, string>): string[] {
  return moved.flatMap(({ fromPath }, index) => {
    const maker = madeBy.get(fromPath);
    return maker
      ? [`data/site.json: field "movedPages[${index}].from" is ${fromPath}, the address of a page that exists (a ${maker}); an old address must be free`]
      : [];
  });
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby hands each API a graphql function that needs no `this`
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const moved = movedPages();
  createRedirects(actions, moved);
  const result = await graphql<RouteNodes>(`{ ${PAGE_KINDS.map((kind) => `all${kind.typeName} { nodes { id path } }`).join(" ")} }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the page routes", result.errors as Error[] | undefined);
    return;
  }
  const listingData = await graphql<ListingData>(listingQuery());
  if (listingData.errors || !listingData.data) {
    reporter.panicOnBuild("Could not load the listings", listingData.errors as Error[] | undefined);
    return;
  }
  const madeBy = new Map<string, string>();
  const listings: Array<{ id: string; template: string; pages: ListingPageWithItems[] }> = [];
  for (const kind of PAGE_KINDS) {
    for (const node of result.data[`all${kind.typeName}`]?.nodes ?? []) {
      madeBy.set(node.path, kind.typeName);
      let found: ReturnType<typeof listingsOf> = { more: [], categories: [] };
      try {
        if (kind.typeName === "PageJson") found = listingsOf(node, listingData.data);
      } catch (error) {
        reporter.panicOnBuild(`Could not list the pages of ${node.path}: ${(error as Error).message}`);
      }
      const { own, more, categories } = found;
      actions.createPage({ path: node.path, component: path.resolve(kind.template), context: { id: node.id, ...(own ? listingContext(own) : {}) } });
      listings.push({ id: node.id, template: kind.template, pages: more }, { id: node.id, template: CATEGORY_TEMPLATE, pages: categories });
    }
  }
  for (const { id, template, pages } of listings) {
    for (const page of pages) {
      const taken = madeBy.get(page.path);
      if (taken) reporter.panicOnBuild(`${page.path} is a listing page and the address of a ${taken} page: rename that data file`);
      madeBy.set(page.path, "listing");
      actions.createPage({ path: page.path, component: path.resolve(template), context: { id, ...listingContext(page) } });
    }
  }
  for (const problem of movedAddressConflicts(moved, madeBy)) reporter.panicOnBuild(problem);
}
