/** @jest-environment node */
import fs from "fs";
import path from "path";
import sectionsSchema from "../../data/schemas/sections.schema.json";
import { CONTENT_KINDS } from "../content/content-kinds";
import { readSchemas } from "../data-schemas/from-json-schema";
import { CONTENT_FILE_TYPES_PATH, contentFileTypesSource, fileTypeName } from "../content/content-file-types";

// The generator formats nothing (format: false), but loads prettier, whose dynamic import() jest's
// CommonJS runtime cannot run.
jest.mock("prettier", () => ({}));
jest.setTimeout(30_000);

let source: string;
beforeAll(async () => {
  source = await contentFileTypesSource();
});

test("every content kind has a file type, named after its GraphQL type", () => {
  for (const kind of CONTENT_KINDS) expect(source).toMatch(new RegExp(`^export (interface|type) ${fileTypeName(kind.typeName)}\\b`, "m"));
});

test("a page's sections are the union of every section kind of the schema, told apart by type", () => {
  const union = /^export type Section = \(([^)]*)\)$/m.exec(source)?.[1]?.split(" | ") ?? [];
  const kinds = sectionsSchema.definitions.section.oneOf.map(({ $ref }) => $ref.replace("#/definitions/", ""));
  expect(union).toHaveLength(kinds.length);
  for (const kind of kinds) expect(source).toContain(`type: "${kind}"`);
});

test("a change of schema changes the types: the file every build writes is the one the schemas give today", () => {
  // npm test builds before it runs jest, so the file is there; `npm run test:unit` alone may run before any build.
  const written = fs.existsSync(CONTENT_FILE_TYPES_PATH) ? fs.readFileSync(CONTENT_FILE_TYPES_PATH, "utf8") : source;
  expect(written).toBe(source);
});

/** Keywords that shape a value's type: beside a `$ref` the type generator drops them, so the type would lose what they say. */
const SHAPING = ["type", "properties", "required", "items", "const", "enum", "oneOf", "anyOf", "allOf", "additionalProperties"];

test("no schema shapes a value beside a $ref (the types would lose it): such a value narrows its definition with allOf", () => {
  const beside: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${where}[${index}]`));
    if (node === null || typeof node !== "object") return;
    const object = node as Record<string, unknown>;
    if ("$ref" in object) beside.push(...SHAPING.filter((keyword) => keyword in object).map((keyword) => `${where}: ${keyword}`));
    for (const [key, child] of Object.entries(object)) walk(child, `${where}/${key}`);
  };
  for (const [file, schema] of readSchemas(path.resolve("data/schemas"))) walk(schema, `data/schemas/${file}#`);
  expect(beside).toEqual([]);
});
