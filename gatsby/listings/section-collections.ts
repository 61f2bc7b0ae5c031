import fs from "fs";
import path from "path";
import sectionsSchema from "../../data/schemas/sections.schema.json";
import { contentKindOfType, isPageKind } from "../content/content-kinds";
import { sortCollection } from "./collection-order";
import { pageFiles } from "../routes/page-files";
import { withLinkTargets } from "../routes/page-references";
import { fieldDirectives, type GraphQLFields } from "../data-schemas/field-directives";
import { memberNameOf } from "../data-schemas/from-json-schema";
import type { JsonSchema } from "../data-schemas/schema-ref";
import { isLeftOut } from "../../src/sections/left-out-sections";

/**
 * What a section kind lists from a collection instead of holding it, read from the kind's own
 * declaration: the `x-graphql-fields` of its definition in data/schemas/sections.schema.json whose
 * GraphQL type carries `@allNodes(type, sortBy, descending)` (every file of a folder, in the order
 * gatsby/listings/collection-order.ts gives) or `@singleNode(type)` (the one file of a kind, which the
 * section selects from). The build resolves those directives (gatsby/schema/collection-fields.ts);
 * tests read the same files in the same order from a data directory (`readCollection`), so no test
 * names a section kind or restates which collection it shows.
 */
export type CollectionField = {
  /** The section's field that holds the collection, e.g. "posts". */
  field: string;
  /** The content kind's GraphQL type (gatsby/content/content-kinds.ts), e.g. "BlogPostJson". */
  typeName: string;
  /** Every entry of the kind (`@allNodes`), or the one file of it (`@singleNode`). */
  every: boolean;
  sortBy?: string;
  descending?: boolean;
};

type Definition = { "x-graphql-fields"?: GraphQLFields; "x-graphql-type"?: string; properties?: { type?: { const?: string } } & Record<string, unknown> };

/** The definitions of sections.schema.json that are section kinds (their `type` is a constant). */
const KINDS = Object.values(sectionsSchema.definitions as Record<string, Definition>).filter(
  (definition) => typeof definition.properties?.type?.const === "string",
);

/** The collection fields of a schema definition (a section kind), in declaration order. */
export function collectionFieldsOf(definition: Definition): CollectionField[] {
  return fieldDirectives(definition["x-graphql-fields"])
    .filter(({ directive }) => directive === "allNodes" || directive === "singleNode")
    .map(({ field, directive, args }) => ({
      field,
      typeName: String(args.type),
      every: directive === "allNodes",
      ...(typeof args.sortBy === "string" ? { sortBy: args.sortBy } : {}),
      ...(args.descending === true ? { descending: true } : {}),
    }));
}

/** The collection fields of a section kind, by its `type`. */
export function collectionFieldsOfKind(kind: string): CollectionField[] {
  const definition = KINDS.find((candidate) => candidate.properties?.type?.const === kind);
  return definition ? collectionFieldsOf(definition) : [];
}

/** The section kinds that list a collection of this content type. */
export function kindsListing(typeName: string): string[] {
  return KINDS.filter((definition) => collectionFieldsOf(definition).some((field) => field.typeName === typeName)).map(
    (definition) => definition.properties!.type!.const!,
  );
}

/**
 * A section kind whose list is split into pages: it has a `pageSize` (gatsby/listings/listing-pages.ts), and a
 * listing page per category when it also has `categoryPage` texts (its items' `category` field).
 */
export type PagedKind = {
  kind: string;
  typeName: string;
  collection: CollectionField;
  byCategory: boolean;
  /** The most items one of its pages can show: the `maximum` its `pageSize` allows (undefined when unbounded). */
  largestPageSize: number | undefined;
};

/** The `maximum` of a section kind's `pageSize` property, through a reference to a definition of the same file. */
function largestPageSize(definition: Definition): number | undefined {
  const property = definition.properties?.pageSize as { $ref?: string; maximum?: unknown } | undefined;
  const referenced = property?.$ref?.match(/^#\/definitions\/(.+)$/)?.[1];
  const declared = referenced ? (sectionsSchema.definitions as Record<string, { maximum?: unknown }>)[referenced] : property;
  return typeof declared?.maximum === "number" ? declared.maximum : undefined;
}

export function pagedKinds(): PagedKind[] {
  return KINDS.filter((definition) => definition.properties && "pageSize" in definition.properties).map((definition) => {
    const kind = definition.properties!.type!.const!;
    const [collection] = collectionFieldsOf(definition).filter((field) => field.every);
    if (!collection) throw new Error(`data/schemas/sections.schema.json: the section kind "${kind}" has a pageSize but lists no collection (@allNodes)`);
    return {
      kind,
      typeName: memberNameOf(definition as JsonSchema, kind),
      collection,
      byCategory: "categoryPage" in definition.properties!,
      largestPageSize: largestPageSize(definition),
    };
  });
}

/** The paged kind whose list is the field `field` of the section kind `kind`; undefined when that list is not split into pages. */
export function pagedListOf(kind: string, field: string): PagedKind | undefined {
  return pagedKinds().find((paged) => paged.kind === kind && paged.collection.field === field);
}

const readJson = (file: string): Record<string, unknown> => withLinkTargets(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>);

/**
 * The collection as a section receives it, from the files of `dataDirectory`: the one file of a
 * single-file kind, or every file of a folder (each with its `slug` and, for a kind that makes pages,
 * its `path`) in the collection's order. Fields the build derives beyond these (dates, images) are absent.
 */
export function readCollection(dataDirectory: string, collection: CollectionField): unknown {
  const kind = contentKindOfType(collection.typeName);
  if (!kind) throw new Error(`no content kind has the type ${collection.typeName} (gatsby/content/content-kinds.ts)`);
  if (!isPageKind(kind) && kind.file !== undefined) return readJson(path.join(dataDirectory, kind.directory, `${kind.file}.json`));
  const entries = isPageKind(kind)
    ? pageFiles(dataDirectory)
        .filter((page) => page.kind === kind)
        .map(({ name, route, file }) => ({ ...readJson(file), slug: name, path: route }))
    : fs
        .readdirSync(path.join(dataDirectory, kind.directory))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => ({ ...readJson(path.join(dataDirectory, kind.directory, name)), slug: path.basename(name, ".json") }));
  return collection.sortBy ? sortCollection(entries, { sortBy: collection.sortBy, descending: collection.descending }, (entry) => entry.slug) : entries;
}

/** A section as a data file holds it, read as JSON: an object with a `type` (every section of a valid file has one). */
export const isSectionData = (value: unknown): value is { type: string } =>
  value !== null && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";

/**
 * The sections of a page file its page shows, in order: each asked, with the single files it selects
 * from read in (data/testimonials.json), whether it would show nothing (src/sections/left-out-sections.ts).
 * Lists of every file of a folder are never empty (the build refuses a page that lists an empty
 * folder, gatsby/content-checks/validate-content.ts) and are not read.
 */
export function sectionsShownIn<T extends { type: string }>(dataDirectory: string, sections: readonly T[]): T[] {
  const selectedFrom = (section: T) =>
    Object.fromEntries(
      collectionFieldsOfKind(section.type)
        .filter((collection) => !collection.every)
        .map((collection) => [collection.field, readCollection(dataDirectory, collection)]),
    );
  return sections.filter((section) => !isLeftOut({ ...section, ...selectedFrom(section) }));
}
