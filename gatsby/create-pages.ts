import path from "path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { movedPages, type MovedPage } from "./moved-pages";
import { PAGE_ROUTES, type PageMakingTypeName } from "./routes";

/**
 * Pages generated from data: one per JSON node of a page-making type, from that type's template,
 * at the node's `path` (its kind's route, gatsby/content-kinds.ts). gatsby-node queries only ids and paths; each template's
 * own query fetches the rest by `$id`. The record's type makes the compiler insist that every
 * type with a route has a template.
 */
export const TEMPLATES: Readonly<Record<PageMakingTypeName, string>> = {
  PageJson: "src/templates/page.tsx",
  ServicePageJson: "src/templates/service-page.tsx",
  CaseStudyJson: "src/templates/case-study.tsx",
  BlogPostJson: "src/templates/blog-post.tsx",
};

type RouteNodes = Record<string, { nodes: Array<{ id: string; path: string }> }>;

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
  const typeNames = Object.keys(PAGE_ROUTES) as PageMakingTypeName[];
  const result = await graphql<RouteNodes>(`{ ${typeNames.map((typeName) => `all${typeName} { nodes { id path } }`).join(" ")} }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the page routes", result.errors as Error[] | undefined);
    return;
  }
  const madeBy = new Map<string, PageMakingTypeName>();
  for (const typeName of typeNames) {
    for (const node of result.data[`all${typeName}`]?.nodes ?? []) {
      const earlier = madeBy.get(node.path);
      if (earlier) {
        reporter.panicOnBuild(`Two data files make the page ${node.path} (a ${earlier} and a ${typeName}); rename one of them`);
        continue;
      }
      madeBy.set(node.path, typeName);
      actions.createPage({ path: node.path, component: path.resolve(TEMPLATES[typeName]), context: { id: node.id } });
    }
  }
  for (const problem of movedAddressConflicts(moved, madeBy)) reporter.panicOnBuild(problem);
}
