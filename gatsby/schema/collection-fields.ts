import type { ResolverContext as Context } from "./resolver-context";
import type { GraphQLFieldResolver } from "gatsby/graphql";
import { sortCollection } from "../listings/collection-order";
import { categoryPagePath } from "../listings/listing-pages";
import { listPageFor } from "../listings/breadcrumbs";
import { fileSlugOf, routeOf, type Source } from "./derived-fields";

/**
 * Fields through which a page section lists a collection instead of copying it: a section in
 * data/pages/*.json says what to show, and these resolve to the collection's nodes at query time,
 * so a new post, case study or testimonial appears on every list with no page edited.
 *
 * - `@allNodes(type: "BlogPostJson", sortBy: "datePublished", descending: true)`: every node of a type,
 *   sorted by one field and, on a tie, by file name (gatsby/listings/collection-order.ts, which the tests use too);
 *   where the field takes them (its `args` in the schema), only those of one `category` and only the
 *   slice of one listing page (`skip`, `limit`), or the items of one listing page by id (`ids`, which
 *   wins): each from the page's context (gatsby/create-pages.ts), which works the slice out in this order.
 * - `@categoryPath(listedBy: "blogList")`: the address of the listing page of an item's category, below
 *   the page that lists the collection (gatsby/listings/listing-pages.ts).
 * - `@singleNode(type: "TestimonialsJson")`: the one node of a single-file kind.
 */

type AllNodesOptions = { type: string; sortBy?: string; descending?: boolean };

/** The items a listing page shows (their ids, in order) or the slice and category it asks for; none: the whole collection. */
type ListingArgs = { ids?: readonly string[] | null; skip?: number | null; limit?: number | null; category?: string | null };

const resolveAllNodes =
  ({ type, sortBy, descending }: AllNodesOptions): GraphQLFieldResolver<unknown, Context, ListingArgs> =>
  async (_source, { ids, skip, limit, category }, context) => {
    // By id, the page's query depends on these nodes only; reading every node would make it depend on each.
    if (ids) return ids.map((id) => context.nodeModel.getNodeById<Source>({ id, type })).filter((node): node is Source => node !== null);
    const { entries } = await context.nodeModel.findAll<Source>({ type, query: {} });
    const sorted = sortBy ? sortCollection(entries, { sortBy, descending }, (node) => fileSlugOf(node, context)) : Array.from(entries);
    const listed = typeof category === "string" ? sorted.filter((node) => (node as Record<string, unknown>).category === category) : sorted;
    const start = skip ?? 0;
    return typeof limit === "number" ? listed.slice(start, start + limit) : listed.slice(start);
  };

const resolveSingleNode =
  ({ type }: { type: string }): GraphQLFieldResolver<unknown, Context> =>
  async (_source, _args, context) => {
    const node = await context.nodeModel.findOne<unknown>({ type, query: { filter: {} } });
    if (!node) throw new Error(`A page section lists ${type}, but its data file is missing`);
    return node;
  };

/** Any page file: only its section kinds are read, to find the pages that list a collection. */
type PageNode = Source & { sections: ReadonlyArray<{ type: string }> };

/** The addresses of the pages (data/pages, data/services) with a `listedBy` section. */
export async function listPagePaths(listedBy: string, context: Context): Promise<string[]> {
  const { entries } = await context.nodeModel.findAll<PageNode>({ type: "PageJson", query: {} });
  return Array.from(entries)
    .filter((page) => page.sections.some((section) => section.type === listedBy))
    .map((page) => routeOf(page, context));
}

const resolveCategoryPath =
  ({ listedBy }: { listedBy: string }): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context) => {
    const listPath = listPageFor(routeOf(source, context), await listPagePaths(listedBy, context));
    if (!listPath) throw new Error(`No page (data/pages, data/services) has a "${listedBy}" section to list the categories of ${source.internal.type}`);
    return categoryPagePath(listPath, String(source.category));
  };

export const categoryPathExtension = {
  name: "categoryPath",
  args: { listedBy: "String!" },
  extend: (options: { listedBy: string }) => ({ resolve: resolveCategoryPath(options) }),
};

export const collectionFieldExtensions = [
  {
    name: "allNodes",
    args: { type: "String!", sortBy: "String", descending: "Boolean" },
    extend: (options: AllNodesOptions) => ({ resolve: resolveAllNodes(options) }),
  },
  { name: "singleNode", args: { type: "String!" }, extend: (options: { type: string }) => ({ resolve: resolveSingleNode(options) }) },
];
