import fs from "fs";
import path from "path";
import { copyIfChanged } from "../files/copy-if-changed";
import { CONTENT_KINDS, contentKindOfType, isPageKind, type ContentKind } from "../content/content-kinds";
import { iconGlyph, type IconGlyph } from "../content/icon-glyphs";
import { withLinkTargets } from "../routes/page-references";
import { contentSchema } from "../schema";
import { fieldDirectives, type FieldDirective } from "../data-schemas/field-directives";
import { readSchemas } from "../data-schemas/from-json-schema";
import type { JsonSchema } from "../data-schemas/schema-ref";
import { collectionFieldsOfKind, pagedListOf, readCollection, type CollectionField } from "../listings/section-collections";
import { contentWalker } from "../content/content-walk";
import type { BreadcrumbLabels } from "../listings/breadcrumbs";
import { pageFiles } from "../routes/page-files";
import { PAGE_ROUTES } from "../routes/routes";
import { ICON_NAMES } from "../../src/ui/icon-names";

/**
 * What the CMS preview needs of the build besides the entry being edited, written once at build
 * time next to its bundle (public/admin/preview-data.json), so the preview follows the same rules as
 * the build without a GraphQL server: the schemas, each section kind's GraphQL type, the icon glyphs,
 * what the site's static queries answer, the collections sections list and the pages a collection
 * item's breadcrumbs name. A page or article added after the build is missing from these until
 * the next build or start. A list split into pages (a section kind with a `pageSize`) is previewed
 * as its first page: the snapshot holds the entries the largest page size allows, so it stays the
 * same size however many articles or case studies the site holds.
 */
export type PreviewData = {
  /** Every file of data/schemas, keyed by file name. */
  schemas: Record<string, JsonSchema>;
  /** A section's `type` → its GraphQL type (`cardGrid` → CardGridSection). */
  sectionTypeNames: Record<string, string>;
  /** Every icon an editor may name (src/ui/icon-names.ts), drawn. */
  icons: Record<string, IconGlyph>;
  /** What the site's static queries answer (site data, the forms' texts). */
  staticQuery: Record<string, unknown>;
  /**
   * A section kind's `type` → its collection fields (`@allNodes`, `@singleNode`) → the kind's GraphQL
   * type and its files, links resolved, in the build's order. `paged`: the section shows its first
   * `pageSize` entries, and only as many as the largest page size are kept.
   */
  collections: Record<string, Record<string, ListedCollection>>;
  /** A content kind's GraphQL type → the fields the build derives for it (`x-graphql-fields` directives). */
  derived: Record<string, FieldDirective[]>;
  /** A content kind's GraphQL type → what its `@collectionBreadcrumbs` reads: the breadcrumbs' labels, the home page's address and those of the pages that list the kind. */
  breadcrumbSources: Record<string, { labels: BreadcrumbLabels; homePath: string; listPaths: string[] }>;
};

/** A collection a section lists, as the snapshot holds it. */
export type ListedCollection = { typeName: string; value: unknown; paged?: true };

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

/** Every page made of sections: its address and the kinds of its sections. */
function sectionPages(dataDirectory: string): Array<{ path: string; types: string[] }> {
  return pageFiles(dataDirectory).map(({ route, file }) => {
    const { sections } = readJson(file) as { sections?: Array<{ type: string }> };
    return { path: route, types: (sections ?? []).map((section) => section.type) };
  });
}

/**
 * Where the images of listed collection entries are copied for the preview, and the address they
 * are served at. The CMS loads an image of the entry being edited itself (Decap's `getAsset`), but
 * only from the entry's own media folder: an article's image shown in a list on a page is another
 * folder's. Without this, they keep the paths their files write.
 */
/** Where the preview's images are copied, and their address; `copied` collects every file copied (or found unchanged). */
export type PreviewImages = { directory: string; url: string; copied?: Set<string> };

/** The folder below data/ that holds an entry of a collection (a single file's, or the page kind folder with its file). */
function folderOf(kind: ContentKind, dataDirectory: string, entry: { slug?: unknown }): string {
  if (!isPageKind(kind)) return kind.directory;
  return kind.directories.find((directory) => fs.existsSync(path.join(dataDirectory, directory, `${String(entry.slug)}.json`))) ?? kind.directories[0]!;
}

export function previewData(dataDirectory: string, siteUrl = "", images?: PreviewImages): PreviewData {
  const schemas = readSchemas(path.join(dataDirectory, "schemas"));
  const { withImages } = contentWalker(schemas);
  /** The entries with their images copied for the preview when `images` says where, their paths then the copies' addresses. */
  const withImagesCopied = (field: CollectionField, value: unknown): unknown => {
    const kind = contentKindOfType(field.typeName);
    if (!images || !kind) return value;
    const copied = (entry: unknown) =>
      withImages(entry, kind.schema, (src) => {
        const file = path.resolve(dataDirectory, folderOf(kind, dataDirectory, entry as { slug?: unknown }), src);
        const relative = path.relative(dataDirectory, file);
        const copy = path.join(images.directory, relative);
        copyIfChanged(file, copy);
        images.copied?.add(copy);
        return `${images.url}/${relative.split(path.sep).join("/")}`;
      });
    return Array.isArray(value) ? value.map(copied) : copied(value);
  };
  /** A listed collection as the snapshot holds it: a paged list cut to the largest page. */
  const collection = (type: string, field: CollectionField): ListedCollection => {
    const pagedKind = pagedListOf(type, field.field);
    const all = readCollection(dataDirectory, field);
    const listed = pagedKind?.largestPageSize !== undefined && Array.isArray(all) ? all.slice(0, pagedKind.largestPageSize) : all;
    return { typeName: field.typeName, value: withImagesCopied(field, listed), ...(pagedKind ? { paged: true as const } : {}) };
  };
  const sectionTypeNames = contentSchema(dataDirectory).interfaces.find((face) => face.name === "PageSection")?.members ?? {};
  const site = withLinkTargets(readJson(path.join(dataDirectory, "site.json")));
  const derived = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.typeName, fieldDirectives(schemas.get(kind.schema)?.["x-graphql-fields"])]));
  const pages = sectionPages(dataDirectory);
  const breadcrumbSources = Object.fromEntries(
    Object.entries(derived).flatMap(([typeName, directives]) =>
      directives
        .filter(({ directive }) => directive === "collectionBreadcrumbs")
        .map(({ args }) => [
          typeName,
          {
            labels: site[String(args.texts)] as BreadcrumbLabels,
            homePath: PAGE_ROUTES.PageJson("index"),
            listPaths: pages.filter((page) => page.types.includes(String(args.listedBy))).map((page) => page.path),
          },
        ]),
    ),
  );
  return {
    schemas: Object.fromEntries(schemas),
    sectionTypeNames,
    icons: Object.fromEntries(ICON_NAMES.flatMap((name) => [iconGlyph(name)].filter((glyph) => glyph !== null).map((glyph) => [name, glyph]))),
    staticQuery: {
      site: { siteMetadata: { siteUrl } },
      siteJson: { ...site, defaultImage: null },
      formsJson: readJson(path.join(dataDirectory, "forms.json")),
    },
    collections: Object.fromEntries(
      Object.keys(sectionTypeNames).flatMap((type) => {
        const fields = collectionFieldsOfKind(type);
        return fields.length === 0 ? [] : [[type, Object.fromEntries(fields.map((field) => [field.field, collection(type, field)]))]];
      }),
    ),
    derived,
    breadcrumbSources,
  };
}
