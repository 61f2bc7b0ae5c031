import path from "path";
import type { Actions, CreatePagesArgs } from "gatsby";
import type { CollectionTypeName } from "./routes";

/**
 * Pages generated from data: one per JSON node of a content type, from one template, at the node's
 * `path` (gatsby/routes.ts). gatsby-node queries only ids and paths; each template's own query
 * fetches the rest by `$id`.
 */
export type TemplatePageKind = { typeName: CollectionTypeName; template: string };

export const TEMPLATE_PAGE_KINDS: readonly TemplatePageKind[] = [
  { typeName: "ServicePageJson", template: "src/templates/service-page.tsx" },
  { typeName: "CaseStudyJson", template: "src/templates/case-study.tsx" },
  { typeName: "BlogPostJson", template: "src/templates/blog-post.tsx" },
];

/** Old routes kept working; gatsby/post-build also writes a static stub for hosts without redirect rules. */
export const REDIRECTS = [{ fromPath: "/functional-testing", toPath: "/software-testing" }] as const;

type RouteNodes = Record<string, { nodes: Array<{ id: string; path: string }> }>;

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby hands each API a graphql function that needs no `this`
async function createTemplatePages(kind: TemplatePageKind, { graphql, actions, reporter }: CreatePagesArgs) {
  const allField = `all${kind.typeName}`;
  const result = await graphql<RouteNodes>(`{ ${allField} { nodes { id path } } }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the ${kind.typeName} routes`, result.errors as Error[] | undefined);
    return;
  }
  const seen = new Set<string>();
  for (const node of result.data[allField]?.nodes ?? []) {
    if (seen.has(node.path)) {
      reporter.panicOnBuild(`${kind.typeName}: two data files make the page ${node.path}`);
      continue;
    }
    seen.add(node.path);
    actions.createPage({ path: node.path, component: path.resolve(kind.template), context: { id: node.id } });
  }
}

function createRedirects(actions: Actions) {
  for (const redirect of REDIRECTS) {
    actions.createRedirect({ ...redirect, isPermanent: true, redirectInBrowser: true });
  }
}

export async function createPages(args: CreatePagesArgs): Promise<void> {
  createRedirects(args.actions);
  for (const kind of TEMPLATE_PAGE_KINDS) await createTemplatePages(kind, args);
}
