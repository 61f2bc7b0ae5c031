/** @jest-environment node */
import path from "path";
import type { GraphQLResolveInfo } from "gatsby/graphql";
import { headFieldExtensions } from "../head-fields";
import type { ResolverContext } from "../resolver-context";

/** Nodes as Gatsby holds them: each JSON node's parent is its data file. */
type FakeNode = Record<string, unknown> & { id: string; parent: string; internal: { type: string } };

function world(pages: Array<{ name: string; sections: string[]; breadcrumbs?: unknown[] }>) {
  const files = new Map<string, { name: string; absolutePath: string }>();
  const node = (type: string, directory: string, name: string, fields: Record<string, unknown>): FakeNode => {
    const parent = `file:${directory}/${name}`;
    files.set(parent, { name, absolutePath: path.resolve("data", directory, `${name}.json`) });
    return { id: `${type}:${name}`, parent, internal: { type }, ...fields };
  };
  const pageNodes = pages.map(({ name, sections, breadcrumbs }) =>
    node("PageJson", "pages", name, { sections: sections.map((type) => ({ type, title: `${name} title` })), breadcrumbs }),
  );
  const site = { articlePage: { homeLabel: "Home", listLabel: "Blog" } };
  const context = {
    nodeModel: {
      getNodeById: ({ id }: { id: string }) => files.get(id) ?? null,
      findOne: () => Promise.resolve(site),
      findAll: () => Promise.resolve({ entries: pageNodes }),
    },
  } as unknown as ResolverContext;
  const post = node("BlogPostJson", "blog", "a-post", { title: "A post" });
  return { context, post, page: (name: string) => pageNodes.find((candidate) => candidate.id === `PageJson:${name}`)! };
}

/** The `title` field of a page as GraphQL answers it (the first section's title). */
const info = {
  schema: { getType: () => ({ getFields: () => ({ title: { resolve: (source: FakeNode) => (source.sections as Array<{ title: string }>)[0]!.title } }) }) },
} as unknown as GraphQLResolveInfo;

function extension(name: string, options?: Record<string, string>) {
  const found = headFieldExtensions.find((candidate) => candidate.name === name)!;
  return (found.extend as (options?: Record<string, string>) => { resolve: (...args: unknown[]) => Promise<unknown> })(options).resolve;
}

describe("an article's breadcrumbs name the page that lists the collection, whatever order the pages come in", () => {
  const crumbs = extension("collectionBreadcrumbs", { texts: "articlePage", listedBy: "blogList" });

  test("the listing page whose address the item's lies under wins over one that sorts or comes first", async () => {
    const { context, post } = world([
      { name: "a-landing-page", sections: ["hero", "blogList"] },
      { name: "blog", sections: ["hero", "blogList"] },
      { name: "index", sections: ["imageHero"] },
    ]);
    expect(await crumbs(post, {}, context, info)).toEqual([
      { label: "Home", to: "/" },
      { label: "Blog", to: "/blog" },
      { label: "A post", to: "/blog/a-post" },
    ]);
  });

  test("without one, the first listing page by address, not the first the store returns", async () => {
    const { context, post } = world([
      { name: "zebra", sections: ["hero", "blogList"] },
      { name: "news", sections: ["hero", "blogList"] },
    ]);
    expect(((await crumbs(post, {}, context, info)) as Array<{ to: string }>)[1]).toEqual({ label: "Blog", to: "/news" });
  });
});

describe("a page's breadcrumbs end at the page itself, from its own file", () => {
  const crumbs = extension("pageBreadcrumbs");

  test("the crumbs the file names, then the page's title at its address", async () => {
    const { context, page } = world([{ name: "nearshore", sections: ["hero"], breadcrumbs: [{ label: "Home", page: "pages/index" }] }]);
    expect(await crumbs(page("nearshore"), {}, context, info)).toEqual([
      { label: "Home", to: "/" },
      { label: "nearshore title", to: "/nearshore" },
    ]);
  });

  test("a file that writes no breadcrumbs has none", async () => {
    const { context, page } = world([{ name: "plain", sections: ["hero"] }]);
    expect(await crumbs(page("plain"), {}, context, info)).toBeNull();
  });

  test("a crumb that leads to the page itself stops the build, naming the file and the field", async () => {
    const { context, page } = world([
      {
        name: "blog",
        sections: ["hero"],
        breadcrumbs: [
          { label: "Home", to: "/" },
          { label: "Blog", to: "/blog" },
        ],
      },
    ]);
    await expect(crumbs(page("blog"), {}, context, info)).rejects.toThrow('data/pages/blog.json: field "breadcrumbs[1]" leads to the page itself');
  });
});
