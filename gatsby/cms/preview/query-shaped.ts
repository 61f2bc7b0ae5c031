import { contentKindOfType, isPageKind, type ContentKind } from "../../content/content-kinds";
import { contentWalker } from "../../content/content-walk";
import { collectionBreadcrumbs, listPageFor } from "../../listings/breadcrumbs";
import { categoryPagePath } from "../../listings/listing-pages";
import { markdownOf, markdownTexts, markdownToHtml, markdownWordCount, type BuiltImage } from "../../markdown/markdown-to-html";
import { withLinkTargets } from "../../routes/page-references";
import { readTimeText } from "../../content/read-time";
import { shownDate } from "../../../src/lib/shown-date";
import { withIconGlyphs } from "../../content/with-icon-glyphs";
import type { PreviewData } from "../preview-data";

/**
 * A data file as the CMS holds it (the raw JSON an editor is writing) shaped as the site's queries
 * answer it, so the preview renders it with the site's own components. Each step is the build's own
 * rule: links get the address of the page they name (gatsby/routes/page-references.ts), icon names their
 * glyph, image paths a stand-in of the file the build makes (content-walk.ts finds them by the
 * schema), each section its GraphQL type and the collections it lists, and the fields a kind's
 * schema derives (`x-graphql-fields`: read time, Markdown → HTML, breadcrumbs) are computed
 * with the build's modules. The build's snapshot (../preview-data.ts) supplies what is not in the
 * file.
 */

export type PreviewContext = {
  data: PreviewData;
  /** The file an image path of the entry names (relative to its data file), with its size; undefined when it cannot be loaded. */
  image: (src: string) => Promise<BuiltImage | undefined>;
};

type Json = Record<string, unknown>;

/** What the build answers for an image path: a file gatsby-plugin-image draws an <img> from. */
export const imageFile = ({ src, width, height }: BuiltImage) => ({
  publicURL: src,
  childImageSharp: { gatsbyImageData: { layout: "constrained", width, height, images: { fallback: { src } } } },
});

const walkers = new WeakMap<PreviewData, ReturnType<typeof contentWalker>>();
function walkerOf(data: PreviewData) {
  let walker = walkers.get(data);
  if (!walker) walkers.set(data, (walker = contentWalker(new Map(Object.entries(data.schemas)))));
  return walker;
}

/** `value` (described by the schema at `ref`) with each image path replaced by its file's stand-in, or null when it cannot be loaded. */
async function withImageFiles<T>(value: T, ref: string, context: PreviewContext): Promise<T> {
  const { withImages } = walkerOf(context.data);
  const paths = new Set<string>();
  withImages(value, ref, (src) => paths.add(src));
  const files = new Map(await Promise.all([...paths].map(async (src) => [src, await context.image(src)] as const)));
  return withImages(value, ref, (src) => {
    const file = files.get(src);
    return file ? imageFile(file) : null;
  });
}

const siteUi = (data: PreviewData) => (data.staticQuery.siteJson as Pick<Queries.SiteJson, "ui">).ui;
const siteLanguage = (data: PreviewData) => (data.staticQuery.siteJson as Pick<Queries.SiteJson, "language">).language;
/** A day as written in a data file; one being typed is shown once it is whole. */
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fields the kind's schema derives (`x-graphql-fields`) that a page's body shows. */
async function derivedFields(item: Json, kind: ContentKind, context: PreviewContext): Promise<Json> {
  const ui = siteUi(context.data);
  const fields: Json = {};
  for (const { field, directive, args } of context.data.derived[kind.typeName] ?? []) {
    const from = String(args.from);
    const day = item[from];
    if (directive === "shownDate" && typeof day === "string" && WHOLE_DAY.test(day)) fields[field] = shownDate(day, siteLanguage(context.data));
    if (directive === "readTime") fields[field] = readTimeText(ui.readTime, await markdownWordCount(markdownOf(item, from)));
    if (directive === "markdownHtml") fields[field] = await markdownToHtml(markdownOf(item, from), { ...markdownTexts(ui), resolveImage: context.image });
    if (directive === "collectionBreadcrumbs") {
      const crumbs = context.data.breadcrumbSources[kind.typeName];
      const title = typeof item.title === "string" ? item.title : "";
      if (crumbs) fields[field] = collectionBreadcrumbs({ title, path: String(item.path) }, crumbs.labels, crumbs.homePath, crumbs.listPaths) ?? [];
    }
    if (directive === "categoryPath") {
      // The same list pages as the breadcrumbs' (both name the section kind that lists the collection).
      const listPath = listPageFor(String(item.path), context.data.breadcrumbSources[kind.typeName]?.listPaths ?? []);
      // A category being typed may have no letter yet: its label then links nowhere.
      if (listPath && typeof item.category === "string" && /[\p{L}\p{N}]/u.test(item.category)) fields[field] = categoryPagePath(listPath, item.category);
    }
  }
  return fields;
}

/** Collections listed by sections do not change while an entry is edited: each is shaped once. */
const listedCollections = new WeakMap<PreviewData, Map<string, Promise<unknown>>>();

function queryShapedCollection(type: string, field: string, context: PreviewContext): Promise<unknown> {
  let cache = listedCollections.get(context.data);
  if (!cache) listedCollections.set(context.data, (cache = new Map<string, Promise<unknown>>()));
  const key = `${type}.${field}`;
  let shaped = cache.get(key);
  if (!shaped) {
    const listed = context.data.collections[type]?.[field];
    const kind = contentKindOfType(listed?.typeName);
    if (!listed || !kind) throw new Error(`${type}.${field}: no collection of gatsby/content/content-kinds.ts in the preview's snapshot`);
    const value = listed.value;
    const queryShapedEntry = (entry: unknown) => queryShapedFile(entry as Json, kind, (entry as { slug?: string }).slug ?? "", context);
    shaped = Array.isArray(value) ? Promise.all(value.map(queryShapedEntry)) : queryShapedEntry(value);
    cache.set(key, shaped);
  }
  return shaped;
}

/** The query's root field of a node type, as Gatsby names it (`BlogPostJson` → `blogPostJson`): where a template's data holds the file. */
export const rootField = (typeName: string) => `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}`;

/**
 * A data file of `kind` (its name `slug`, for a kind that makes pages) as its page's query answers
 * it; a page's sections each with their GraphQL type (`__typename`) and listed collections.
 */
export async function queryShapedFile(file: Json, kind: ContentKind, slug: string, context: PreviewContext): Promise<Json> {
  const icons = (name: string) => context.data.icons[name] ?? null;
  const linked = withIconGlyphs(withLinkTargets(file), icons) as Json;
  const item: Json = { ...(await withImageFiles(linked, kind.schema, context)), ...(isPageKind(kind) ? { slug, path: kind.route(slug) } : {}) };
  Object.assign(item, await derivedFields(item, kind, context));
  if (Array.isArray(item.sections)) {
    item.sections = await Promise.all(
      (item.sections as Array<Json & { type: string }>).map(async (section) => {
        const listed = await Promise.all(
          Object.entries(context.data.collections[section.type] ?? {}).map(async ([field, { paged }]): Promise<[string, unknown]> => {
            const shaped = await queryShapedCollection(section.type, field, context);
            // The list's first page, as the page's own address shows it (gatsby/listings/listing-pages.ts).
            return [field, paged && Array.isArray(shaped) && typeof section.pageSize === "number" ? shaped.slice(0, section.pageSize) : shaped];
          }),
        );
        const typeName = context.data.sectionTypeNames[section.type];
        if (!typeName) throw new Error(`section "${String(section.id)}": no section kind "${section.type}" in data/schemas/sections.schema.json`);
        return { ...section, ...Object.fromEntries(listed), __typename: typeName };
      }),
    );
  }
  return item;
}
