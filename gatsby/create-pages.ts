import path from "path";
import type { Actions, CreatePagesArgs } from "gatsby";

/**
 * Pages generated from data: one per JSON node of a content type, from one template. gatsby-node
 * queries only ids and route keys; each template's own query fetches the rest by `$id`.
 */
export type TemplatePageKind = {
  typeName: string;
  /** The node field that becomes the last path segment. */
  routeField: "slug" | "jsonId";
  pathPrefix: string;
  template: string;
};

export const TEMPLATE_PAGE_KINDS: readonly TemplatePageKind[] = [
  { typeName: "ServicePageJson", routeField: "slug", pathPrefix: "/", template: "src/templates/service-page.tsx" },
  { typeName: "CaseStudyJson", routeField: "jsonId", pathPrefix: "/case-studies/", template: "src/templates/case-study.tsx" },
  { typeName: "BlogPostJson", routeField: "slug", pathPrefix: "/blog/", template: "src/templates/blog-post.tsx" },
];

/** Old routes kept working; gatsby/post-build also writes a static stub for hosts without redirect rules. */
export const REDIRECTS = [{ fromPath: "/functional-testing", toPath: "/software-testing" }] as const;

type RouteNodes = Record<string, { nodes: Array<{ id: string } & Record<string, string>> }>;

export function pagePath(kind: TemplatePageKind, routeKey: string): string {
  return `${kind.pathPrefix}${routeKey}`;
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby hands each API a graphql function that needs no `this`
async function createTemplatePages(kind: TemplatePageKind, { graphql, actions, reporter }: CreatePagesArgs) {
  const allField = `all${kind.typeName}`;
  const result = await graphql<RouteNodes>(`{ ${allField} { nodes { id ${kind.routeField} } } }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the ${kind.typeName} routes`, result.errors as Error[] | undefined);
    return;
  }
  const seen = new Set<string>();
  for (const node of result.data[allField]?.nodes ?? []) {
    const routeKey = node[kind.routeField];
    if (!routeKey || seen.has(routeKey)) {
      reporter.panicOnBuild(`${kind.typeName}: "${kind.routeField}" is missing or used twice ("${routeKey}")`);
      continue;
    }
    seen.add(routeKey);
    actions.createPage({
      path: pagePath(kind, routeKey),
      component: path.resolve(kind.template),
      context: { id: node.id },
    });
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
