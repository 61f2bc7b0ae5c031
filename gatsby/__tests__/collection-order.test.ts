/** @jest-environment node */
import { BLOG_ORDER, CASE_STUDY_ORDER, sortCollection, type CollectionOrder } from "../listings/collection-order";
import { collectionFieldExtensions } from "../schema/collection-fields";
import { collectionFieldsOfKind, kindsListing } from "../listings/section-collections";
import type { ResolverContext } from "../schema/resolver-context";

const slugs = <T extends { slug: string }>(entries: T[]) => entries.map((entry) => entry.slug);

test("newest first by date; posts of one day by file name, a to z", () => {
  const posts = [
    { slug: "b-post", datePublished: "2025-03-01" },
    { slug: "old-post", datePublished: "2024-12-31" },
    { slug: "a-post", datePublished: "2025-03-01" },
    { slug: "new-post", datePublished: "2025-04-02" },
  ];
  expect(slugs(sortCollection(posts, BLOG_ORDER, (post) => post.slug))).toEqual(["new-post", "a-post", "b-post", "old-post"]);
  // The input order does not matter.
  expect(slugs(sortCollection([...posts].reverse(), BLOG_ORDER, (post) => post.slug))).toEqual(["new-post", "a-post", "b-post", "old-post"]);
});

test("case studies by order as numbers (10 after 9); equal orders by file name, a to z", () => {
  const studies = [
    { slug: "zeta", order: 2 },
    { slug: "tenth", order: 10 },
    { slug: "alpha", order: 2 },
    { slug: "first", order: 1 },
    { slug: "ninth", order: 9 },
  ];
  expect(slugs(sortCollection(studies, CASE_STUDY_ORDER, (study) => study.slug))).toEqual(["first", "alpha", "zeta", "ninth", "tenth"]);
});

test("an entry without the field comes last in either direction", () => {
  const entries = [{ slug: "none" }, { slug: "two", rank: 2 }, { slug: "one", rank: 1 }];
  expect(slugs(sortCollection(entries, { sortBy: "rank" }, (entry) => entry.slug))).toEqual(["one", "two", "none"]);
  expect(slugs(sortCollection(entries, { sortBy: "rank", descending: true }, (entry) => entry.slug))).toEqual(["two", "one", "none"]);
});

/** The `@allNodes(...)` order the sections schema gives a collection type, read as the content checks read it. */
function schemaOrder(typeName: string): CollectionOrder {
  const field = kindsListing(typeName)
    .flatMap(collectionFieldsOfKind)
    .find((candidate) => candidate.typeName === typeName && candidate.sortBy);
  if (!field?.sortBy) throw new Error(`data/schemas/sections.schema.json lists no ${typeName} with a sortBy`);
  return field.descending ? { sortBy: field.sortBy, descending: true } : { sortBy: field.sortBy };
}

test("the orders the tests use are the ones the sections schema asks the build for", () => {
  expect(schemaOrder("BlogPostJson")).toEqual(BLOG_ORDER);
  expect(schemaOrder("CaseStudyJson")).toEqual(CASE_STUDY_ORDER);
});

test("@allNodes sorts the nodes it finds the same way, a tie by the node's file name", async () => {
  const files: Record<string, { name: string }> = { f1: { name: "b-post" }, f2: { name: "a-post" }, f3: { name: "new-post" } };
  const node = (parent: string, datePublished: string) => ({ parent, datePublished, internal: { type: "BlogPostJson" } });
  // In the order a file system might list them.
  const found = [node("f1", "2025-03-01"), node("f3", "2025-04-02"), node("f2", "2025-03-01")];
  const context = {
    nodeModel: {
      findAll: () => Promise.resolve({ entries: found }),
      getNodeById: ({ id }: { id: string }) => files[id] ?? null,
      findOne: () => Promise.resolve(null),
    },
  } as unknown as ResolverContext;
  const allNodes = collectionFieldExtensions.find((extension) => extension.name === "allNodes");
  const { resolve } = allNodes!.extend({ type: "BlogPostJson", ...BLOG_ORDER });
  const sorted = (await resolve({}, {}, context, {} as never)) as Array<{ parent: string }>;
  expect(sorted.map((entry) => files[entry.parent]?.name)).toEqual(["new-post", "a-post", "b-post"]);
  // A listing page's slice of the same order.
  const slice = (await resolve({}, { skip: 1, limit: 1 }, context, {} as never)) as Array<{ parent: string }>;
  expect(slice.map((entry) => files[entry.parent]?.name)).toEqual(["a-post"]);
});

test("@allNodes with a listing page's ids reads those nodes, in that order, and no others", async () => {
  const nodes: Record<string, { id: string }> = { n1: { id: "n1" }, n2: { id: "n2" } };
  const read: string[] = [];
  const context = {
    nodeModel: {
      findAll: () => Promise.reject(new Error("a page with ids must not depend on every node")),
      getNodeById: ({ id }: { id: string }) => (read.push(id), nodes[id] ?? null),
      findOne: () => Promise.resolve(null),
    },
  } as unknown as ResolverContext;
  const { resolve } = collectionFieldExtensions.find((extension) => extension.name === "allNodes")!.extend({ type: "BlogPostJson", ...BLOG_ORDER });
  const listed = (await resolve({}, { ids: ["n2", "n1"] }, context, {} as never)) as Array<{ id: string }>;
  expect(listed.map((node) => node.id)).toEqual(["n2", "n1"]);
  expect(read).toEqual(["n2", "n1"]);
});
