import path from "path";
import type { ResolverContext as Context } from "./resolver-context";
import { siteJsonNode } from "./site-nodes";
import type { GraphQLFieldResolver, GraphQLResolveInfo } from "gatsby/graphql";
import { PAGE_ROUTES, isPageKindType } from "../routes/routes";
import { markdownOf, markdownTexts, type BuiltImage } from "../markdown/markdown-to-html";
import { cachedMarkdownHtml, cachedMarkdownWordCount } from "../markdown/cached-markdown";
import { readTimeText } from "../content/read-time";
import { routeOfPageReference } from "../routes/page-references";
import { shownDate } from "../../src/lib/shown-date";

/**
 * Fields computed once at build time from what editors write, so nothing is typed twice:
 * `@fileSlug` (the data file's name), `@routePath` (the page address: its content kind's route rule, gatsby/content/content-kinds.ts),
 * `@routePrefix(typeName)` (what every address of a kind starts with),
 * `@readTime` (from the Markdown body's word count), `@markdownHtml` (sanitized HTML),
 * `@firstSectionTitle` (a page's name: the title of the section that holds its h1), `@linkTarget`
 * (a link's address, also when it names a page file).
 */

export type Source = Record<string, unknown> & { parent?: string | null; internal: { type: string } };
type FileNode = { id: string; name: string; absolutePath: string; dir: string; children: string[] };

export function fileOf(source: Source, context: Context): FileNode {
  const file = source.parent ? context.nodeModel.getNodeById<FileNode>({ id: source.parent, type: "File" }) : null;
  if (!file) throw new Error(`${source.internal.type} has no data file`);
  return file;
}

/** A node's slug: the name of its data file without .json. */
export function fileSlugOf(source: Source, context: Context): string {
  return fileOf(source, context).name;
}

const resolveFileSlug: GraphQLFieldResolver<Source, Context> = (source, _args, context) => fileSlugOf(source, context);

/** The address of a node that makes a page: its content kind's route rule (gatsby/content/content-kinds.ts) applied to its file name. */
export function routeOf(source: Source, context: Context): string {
  const typeName = source.internal.type;
  if (!isPageKindType(typeName)) throw new Error(`${typeName} has no route (gatsby/content/content-kinds.ts)`);
  return PAGE_ROUTES[typeName](fileOf(source, context).name);
}

const resolveRoutePath: GraphQLFieldResolver<Source, Context> = (source, _args, context) => routeOf(source, context);

/** What every address of a page kind type starts with: its route rule for an empty file name (the 404 page tells a missing case study apart by it). */
function routePrefix(typeName: string): string {
  if (!isPageKindType(typeName)) throw new Error(`@routePrefix names ${typeName}, which has no route (gatsby/content/content-kinds.ts)`);
  return PAGE_ROUTES[typeName]("");
}

/**
 * A link's address: the route of the page file it names (checked at bootstrap,
 * gatsby/content-checks/internal-links.ts); none for an entry that is no link (a disabled one, the scheduler).
 * The schemas give editors no way to write an address; only the breadcrumbs the build
 * computes (gatsby/schema/head-fields.ts) come with theirs.
 */
const resolveLinkTarget: GraphQLFieldResolver<{ page?: string | null; to?: string }, Context> = (source) => {
  if (source.to) return source.to;
  if (!source.page) return null;
  const route = routeOfPageReference(source.page);
  if (!route) throw new Error(`a link names "${source.page}", which is no data file that makes a page`);
  return route;
};

const resolveFirstSectionTitle: GraphQLFieldResolver<Source, Context> = (source) => {
  // Any node with sections (a page, a service page): only the first one's title is read, checked below.
  const [first] = (source.sections as Array<{ title?: unknown }> | undefined) ?? [];
  // Content validation makes the first section a hero kind, which always has a title.
  if (typeof first?.title !== "string") throw new Error(`${source.internal.type}: the first section has no title`);
  return first.title;
};

async function siteUi(context: Context): Promise<Queries.SiteJson["ui"]> {
  return (await siteJsonNode<Pick<Queries.SiteJson, "ui">>(context)).ui;
}

const resolveReadTime =
  (field: string): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context) => {
    return readTimeText((await siteUi(context)).readTime, await cachedMarkdownWordCount(markdownOf(source, field)));
  };

const resolveShownDate =
  (field: string): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context) => {
    const day = source[field];
    if (typeof day !== "string") throw new Error(`${source.internal.type}: field "${field}" is no day`);
    return shownDate(day, (await siteJsonNode<Pick<Queries.SiteJson, "language">>(context)).language);
  };

/** An image written in Markdown becomes a resized copy made by gatsby-plugin-sharp, like the other images. */
async function builtImage(src: string, file: FileNode, context: Context, info: GraphQLResolveInfo): Promise<BuiltImage | undefined> {
  const absolutePath = path.resolve(file.dir, src);
  const imageFile = await context.nodeModel.findOne<FileNode>({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
  if (!imageFile) return undefined;
  const imageSharp = imageFile.children
    .map((id) => context.nodeModel.getNodeById<{ internal: { type: string } }>({ id }))
    .find((node) => node?.internal.type === "ImageSharp");
  const resize = (
    info.schema.getType("ImageSharp") as { getFields?: () => Record<string, { resolve?: GraphQLFieldResolver<unknown, Context> }> } | null
  )?.getFields?.().resize?.resolve;
  if (!imageSharp || !resize) return undefined;
  const resized = (await resize(imageSharp, { width: 880, quality: 72, toFormat: "WEBP" }, context, info)) as BuiltImage | null;
  return resized ?? undefined;
}

const resolveMarkdownHtml =
  (field: string): GraphQLFieldResolver<Source, Context> =>
  async (source, _args, context, info) => {
    const file = fileOf(source, context);
    const ui = await siteUi(context);
    try {
      return await cachedMarkdownHtml(markdownOf(source, field), {
        ...markdownTexts(ui),
        resolveImage: (src) => builtImage(src, file, context, info),
      });
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), file.absolutePath)}: field "${field}" ${(error as Error).message}`);
    }
  };

export const derivedFieldExtensions = [
  { name: "fileSlug", extend: () => ({ resolve: resolveFileSlug }) },
  { name: "routePath", extend: () => ({ resolve: resolveRoutePath }) },
  { name: "routePrefix", args: { typeName: "String!" }, extend: (options: { typeName: string }) => ({ resolve: () => routePrefix(options.typeName) }) },
  { name: "firstSectionTitle", extend: () => ({ resolve: resolveFirstSectionTitle }) },
  { name: "linkTarget", extend: () => ({ resolve: resolveLinkTarget }) },
  { name: "readTime", args: { from: "String!" }, extend: (options: { from: string }) => ({ resolve: resolveReadTime(options.from) }) },
  { name: "shownDate", args: { from: "String!" }, extend: (options: { from: string }) => ({ resolve: resolveShownDate(options.from) }) },
  { name: "markdownHtml", args: { from: "String!" }, extend: (options: { from: string }) => ({ resolve: resolveMarkdownHtml(options.from) }) },
];
