import path from "path";
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "gatsby/graphql";
import { PAGE_KINDS, PAGE_ROUTES } from "../routes/routes";
import { toJsonLdScript, type NodeReader, type SiteIdentity } from "../content/structured-data";
import { linkedPage } from "../content-checks/internal-links";
import { collectionBreadcrumbs, type BreadcrumbLabels } from "../listings/breadcrumbs";
import { withLinkTargets } from "../routes/page-references";
import { fileOf, routeOf, type Source } from "./derived-fields";
import type { ResolverContext as Context } from "./resolver-context";
import { publishedSiteUrl, siteJsonNode } from "./site-nodes";
import { listPagePaths } from "./collection-fields";

/**
 * Fields for a page's head and breadcrumbs, computed at build time so that no builder ships to the browser:
 *
 * - `@jsonLd`: the page's schema.org JSON-LD, finished script text: its content kind's `jsonLd`
 *   entities (gatsby/content/content-kinds.ts, built by gatsby/content/structured-data.ts).
 * - `@pageBreadcrumbs`: the breadcrumbs of a data/pages file: the crumbs its `breadcrumbs` names (the
 *   pages above it, home first), then the page itself, named by its title at its address, so a copied
 *   file never carries the address of the page it was copied from.
 * - `@collectionBreadcrumbs(texts, listedBy)`: the breadcrumbs of a collection item (a case study, a
 *   post): home, the page that lists the collection (the page with a `listedBy` section:
 *   the one whose address the item's lies under, else the first by address, so renaming that file
 *   moves the crumb with it and a second list elsewhere does not), the item itself. Labels from
 *   data/site.json `texts`.
 */

type Crumb = Pick<Queries.Link, "label" | "to">;
type Seo = Pick<Queries.Seo, "description">;

/** A field of a node as GraphQL answers it, so derived fields (path, title, image) come out as pages see them. */
async function fieldOf<T>(typeName: string, source: unknown, name: string, context: Context, info: GraphQLResolveInfo): Promise<T> {
  const field = (info.schema.getType(typeName) as GraphQLObjectType | null)?.getFields()[name];
  if (!field) throw new Error(`${typeName} has no field "${name}"`);
  // Gatsby's resolvers read the field's name from info (e.g. the file reference of an image path).
  const value: unknown = field.resolve ? await field.resolve(source, {}, context, { ...info, fieldName: name }) : (source as Record<string, unknown>)[name];
  return value as T;
}

type SiteTexts = Record<string, unknown> & Omit<SiteIdentity, "siteUrl">;

async function siteIdentity(context: Context): Promise<SiteIdentity> {
  return { ...(await siteJsonNode<SiteTexts>(context)), siteUrl: await publishedSiteUrl(context) };
}

const resolveJsonLd: GraphQLFieldResolver<Source & { seo: Seo }, Context> = async (source, _args, context, info) => {
  const typeName = source.internal.type;
  const kind = PAGE_KINDS.find((candidate) => candidate.typeName === typeName);
  if (!kind) throw new Error(`${typeName} makes no page, so it has no JSON-LD`);
  const read: NodeReader = {
    field: (name) => fieldOf(typeName, source, name, context, info),
    // gatsby-source-filesystem answers publicURL by copying the file to public/static.
    imageUrl: async () => {
      const file = await fieldOf<unknown>(typeName, source, "image", context, info);
      return file ? fieldOf<string>("File", file, "publicURL", context, info) : null;
    },
  };
  return toJsonLdScript(await kind.jsonLd(source, await siteIdentity(context), read));
};

/** A crumb as a page file writes it: a link naming a page file (the generated Link type's `to` is the resolved address). */
type WrittenCrumb = Pick<Queries.Link, "label" | "page">;

const resolvePageBreadcrumbs: GraphQLFieldResolver<Source, Context> = async (source, _args, context, info) => {
  const above = source.breadcrumbs as readonly WrittenCrumb[] | undefined;
  if (!above) return null;
  const own: Crumb = { label: await fieldOf<string>(source.internal.type, source, "title", context, info), to: routeOf(source, context) };
  const crumbs = above.map((crumb) => ({ label: crumb.label, to: withLinkTargets(crumb).to ?? "" }));
  const itself = crumbs.findIndex((crumb) => linkedPage(crumb.to) === own.to);
  if (itself >= 0) {
    const file = path.relative(process.cwd(), fileOf(source, context).absolutePath);
    throw new Error(`${file}: field "breadcrumbs[${itself}]" leads to the page itself; the build adds the page's own crumb, so leave it out`);
  }
  return [...crumbs, own] satisfies Crumb[];
};

type BreadcrumbOptions = { texts: string; listedBy: string };

const resolveCollectionBreadcrumbs =
  ({ texts, listedBy }: BreadcrumbOptions): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context) => {
    // The directive names which texts of data/site.json (caseStudyPage, articlePage); only their two breadcrumb labels are read.
    const labels = (await siteJsonNode<SiteTexts>(context))[texts] as BreadcrumbLabels | undefined;
    if (!labels) throw new Error(`data/site.json has no "${texts}" texts for the ${source.internal.type} breadcrumbs`);
    const listPaths = await listPagePaths(listedBy, context);
    const crumbs = collectionBreadcrumbs({ title: String(source.title), path: routeOf(source, context) }, labels, PAGE_ROUTES.PageJson("index"), listPaths);
    if (!crumbs)
      throw new Error(`No page (data/pages, data/services) has a "${listedBy}" section: ${source.internal.type} pages need one for their breadcrumbs`);
    return crumbs satisfies Crumb[];
  };

export const headFieldExtensions = [
  { name: "jsonLd", extend: () => ({ resolve: resolveJsonLd }) },
  { name: "pageBreadcrumbs", extend: () => ({ resolve: resolvePageBreadcrumbs }) },
  {
    name: "collectionBreadcrumbs",
    args: { texts: "String!", listedBy: "String!" },
    extend: (options: BreadcrumbOptions) => ({ resolve: resolveCollectionBreadcrumbs(options) }),
  },
];
