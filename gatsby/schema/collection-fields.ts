import type { ResolverContext as Context } from "./resolver-context";
import type { GraphQLFieldResolver } from "gatsby/graphql";
import { sortCollection } from "../collection-order";
import { fileSlugOf, type Source } from "./derived-fields";

/**
 * Fields through which a page section lists a collection instead of copying it: a section in
 * data/pages/*.json says what to show, and these resolve to the collection's nodes at query time,
 * so a new post, case study or testimonial appears on every list with no page edited.
 *
 * - `@allNodes(type: "BlogPostJson", sortBy: "datePublished", descending: true)`: every node of a type,
 *   sorted by one field and, on a tie, by file name (gatsby/collection-order.ts, which the tests use too).
 * - `@singleNode(type: "TestimonialsJson")`: the one node of a single-file kind.
 */

type AllNodesOptions = { type: string; sortBy?: string; descending?: boolean };

const resolveAllNodes =
  ({ type, sortBy, descending }: AllNodesOptions): GraphQLFieldResolver<unknown, Context> =>
  async (_source, _args, context) => {
    const { entries } = await context.nodeModel.findAll<Source>({ type, query: {} });
    return sortBy ? sortCollection(entries, { sortBy, descending }, (node) => fileSlugOf(node, context)) : Array.from(entries);
  };

const resolveSingleNode =
  ({ type }: { type: string }): GraphQLFieldResolver<unknown, Context> =>
  async (_source, _args, context) => {
    const node = await context.nodeModel.findOne<unknown>({ type, query: { filter: {} } });
    if (!node) throw new Error(`A page section lists ${type}, but its data file is missing`);
    return node;
  };

export const collectionFieldExtensions = [
  {
    name: "allNodes",
    args: { type: "String!", sortBy: "String", descending: "Boolean" },
    extend: (options: AllNodesOptions) => ({ resolve: resolveAllNodes(options) }),
  },
  { name: "singleNode", args: { type: "String!" }, extend: (options: { type: string }) => ({ resolve: resolveSingleNode(options) }) },
];
