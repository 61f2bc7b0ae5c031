import path from "path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { movedPages, type MovedPage } from "./moved-pages";
import { PAGE_KINDS } from "./routes";

/**
 * Pages generated from data: one per JSON node of a page-making kind, from that kind's template, at
 * the node's `path` (both from the kind's row in gatsby/content-kinds.ts). gatsby-node queries only
 * ids and paths; each template's own query fetches the rest by `$id`. Two files that would make one
 * address stop the build before this runs (gatsby/validate-content.ts).
 */
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
  const result = await graphql<RouteNodes>(`{ ${PAGE_KINDS.map((kind) => `all${kind.typeName} { nodes { id path } }`).join(" ")} }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the page routes", result.errors as Error[] | undefined);
    return;
  }
  const madeBy = new Map<string, string>();
  for (const kind of PAGE_KINDS) {
    for (const node of result.data[`all${kind.typeName}`]?.nodes ?? []) {
      madeBy.set(node.path, kind.typeName);
      actions.createPage({ path: node.path, component: path.resolve(kind.template), context: { id: node.id } });
    }
  }
  for (const problem of movedAddressConflicts(moved, madeBy)) reporter.panicOnBuild(problem);
}
