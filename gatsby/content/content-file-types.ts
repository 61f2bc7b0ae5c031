import fs from "fs";
import path from "path";
import type { JSONSchema } from "json-schema-to-typescript";
import { CONTENT_KINDS } from "./content-kinds";

/**
 * TypeScript types of the data files, generated from data/schemas at build time (as Gatsby
 * generates src/gatsby-types.d.ts from the GraphQL schema), so code that reads a data file as
 * written — the browser tests' door to data/, fixtures — never keeps a hand-written copy of its
 * shape. One type per content kind, named after its GraphQL type with "File" for "Json"
 * (CaseStudyJson → CaseStudyFile); shared definitions are declared once. The file is git-ignored.
 */
export const CONTENT_FILE_TYPES_PATH = path.resolve("src/content-file-types.d.ts");

/** Where Gatsby's typegen writes every GraphQL query's types (`graphqlTypegen` in gatsby-config.ts), relative to the project. */
export const GATSBY_TYPES_PATH = "src/gatsby-types.d.ts";

const SCHEMA_DIRECTORY = path.resolve("data/schemas");

/** The TypeScript name of a content kind's file type. */
export const fileTypeName = (typeName: string) => typeName.replace(/Json$/, "File");

const pascal = (name: string) => name.replace(/(^|[-_\s]+)([a-zA-Z0-9])/g, (_match, _separator, letter: string) => letter.toUpperCase());

function readSchema(file: string): JSONSchema {
  return JSON.parse(fs.readFileSync(path.join(SCHEMA_DIRECTORY, file), "utf8")) as JSONSchema;
}

/**
 * A schema file as the generator reads it. A root `allOf` only narrows what the properties already
 * declare (a page's first section is a hero kind): the generator would take it for the whole type.
 */
function schemaForTypes(url: string): string {
  const schema = JSON.parse(fs.readFileSync(decodeURIComponent(url.replace(/^file:\/\//, "")), "utf8")) as JSONSchema;
  delete schema.allOf;
  return JSON.stringify(schema);
}

/** The generated declarations, as text. */
export async function contentFileTypesSource(): Promise<string> {
  const kinds = CONTENT_KINDS.map((kind) => ({ name: fileTypeName(kind.typeName), schema: kind.schema }));
  // Root schemas are named by kind; definitions by their key (Seo, Link, HeroSection…): the
  // schemas' titles are sentences for editors, not type names.
  const rootNames = new Map(kinds.map(({ name, schema }) => [readSchema(schema).title, name]));
  const wrapper: JSONSchema = {
    type: "object",
    additionalProperties: false,
    required: kinds.map(({ name }) => name),
    properties: Object.fromEntries(kinds.map(({ name, schema }) => [name, { $ref: schema }])),
  };
  // Loaded when types are written, not with gatsby-node: it brings prettier, which the tests that
  // load gatsby-node under jest cannot load.
  const { compile } = await import("json-schema-to-typescript");
  const source = await compile(wrapper, "ContentFiles", {
    cwd: SCHEMA_DIRECTORY,
    bannerComment: "",
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: false,
    $refOptions: { resolve: { file: { order: 1, canRead: /\.json$/i, read: ({ url }: { url: string }) => schemaForTypes(url) } } },
    customName: (schema, keyNameFromDefinition) =>
      (schema.title !== undefined ? rootNames.get(schema.title) : undefined) ?? (keyNameFromDefinition ? pascal(keyNameFromDefinition) : undefined),
  });
  const header = "// Generated from data/schemas by gatsby/content/content-file-types.ts on every build; do not edit.\n";
  return `${header}${source}`;
}

/** Writes the declarations when they changed (a rewrite would restart type checkers watching the file). */
export async function writeContentFileTypes(): Promise<void> {
  const source = await contentFileTypesSource();
  const current = fs.existsSync(CONTENT_FILE_TYPES_PATH) ? fs.readFileSync(CONTENT_FILE_TYPES_PATH, "utf8") : undefined;
  if (current !== source) fs.writeFileSync(CONTENT_FILE_TYPES_PATH, source);
}
