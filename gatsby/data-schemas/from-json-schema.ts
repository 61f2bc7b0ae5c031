// gatsby/data-schemas/: the JSON Schemas of data/schemas as the build reads them: following a $ref, the
// GraphQL types generated from them (here), the directives a schema's x-graphql-fields declare.
import fs from "fs";
import path from "path";
import { locateRef, type JsonSchema, type Located } from "./schema-ref";

export { locateRef, type JsonSchema, type Located };

/**
 * The GraphQL types of data/ are generated from the JSON Schemas in data/schemas, so each content
 * shape is written once: the schema says what an editor may write (and validates it), and the
 * same file says what a query gets. Mapping:
 *
 * - an object → a GraphQL object type named by `x-graphql-type`, else by its definition's key
 *   (`stat` → Stat), else by its parent type and field (`CaseStudyJson.results` → CaseStudyResults);
 * - a property in `required` → non-null; an array → `[T!]`; string and const → String;
 *   integer → Int; number → Float; boolean → Boolean; `x-graphql-type: "Date"` on a string → Date;
 * - an `enum` whose values are all GraphQL names (`["plain", "muted", "dark"]`) → a GraphQL enum,
 *   named like an object (typegen makes it a string union, `Queries.SectionTone`, so code keyed by
 *   the values follows the schema); an enum of other strings (with spaces, say) → String;
 * - a `$ref` to common.schema.json's `icon` → the drawn IconGlyph, to `imagePath` → the image File;
 * - a `oneOf` with a `discriminator` (page sections) → an interface named by `x-graphql-type`, each
 *   member a type named after its discriminator value (`cardGrid` → CardGridSection);
 * - `x-graphql-fields` on an object adds fields computed at build time (SDL type and directive,
 *   e.g. `"title": { "type": "String! @firstSectionTitle" }`, and the field's SDL arguments if it
 *   takes any, `"args": "skip: Int, limit: Int"`): they are derived, not written by editors;
 * - the node type of a kind whose files make pages also gets `slug`, `path` and `jsonLd` (PAGE_FIELDS).
 *
 * GraphQL merges the fields of all fragments on one selection, so a field name reached by the same
 * path from several members of an interface must have one nullability: when one member may omit
 * it, it is nullable in all of them (the JSON Schema still says which member requires it).
 */

/** A content kind: the root schema of a kind of data file, the node type its files become, and whether they make pages. */
export type RootKind = { schema: string; typeName: string; route?: unknown };

/** The fields of every kind whose files make pages (a `route` in gatsby/content/content-kinds.ts): no page schema restates them. */
const PAGE_FIELDS: Record<string, { type: string; description: string }> = {
  slug: { type: "String! @fileSlug", description: "The data file's name without .json: the last part of the page address." },
  path: {
    type: "String! @routePath",
    description: "The page address: the route rule of its content kind (gatsby/content/content-kinds.ts) applied to the file name.",
  },
  jsonLd: { type: "String! @jsonLd", description: "The page's schema.org JSON-LD as script text, built at build time (gatsby/schema/head-fields.ts)." },
};

type TypeRef = { name: string; list: boolean; nonNull: boolean; directive?: string };
type Field = { name: string; type?: TypeRef; raw?: string; args?: string; description?: string };
type ObjectType = { name: string; description?: string; fields: Map<string, Field>; implementsNode: boolean; interfaces: string[] };
type EnumType = { name: string; description?: string; values: string[] };
/** An interface: the discriminator's JSON value → member type, and the fields every member has alike. */
export type InterfaceType = { name: string; description?: string; discriminator: string; members: Record<string, string>; fields: Record<string, string> };

export type GeneratedSchema = { typeDefs: string; interfaces: InterfaceType[] };

const SCALARS = new Set(["String", "Int", "Float", "Boolean", "Date", "File", "IconGlyph"]);
/** Shapes of common.schema.json that the build turns into something richer than their JSON. */
const SPECIAL_REFS: Record<string, Omit<TypeRef, "nonNull" | "list">> = {
  "common.schema.json#/definitions/icon": { name: "IconGlyph", directive: "@iconGlyph" },
  "common.schema.json#/definitions/imagePath": { name: "File", directive: "@fileByRelativePath" },
};

/** A value GraphQL accepts as an enum value: a name, but not true, false or null. */
const ENUM_VALUE = /^[_A-Za-z][_A-Za-z0-9]*$/;
const isNameEnum = (values: readonly unknown[] | undefined): values is string[] =>
  values !== undefined &&
  values.length > 0 &&
  values.every((value) => typeof value === "string" && ENUM_VALUE.test(value) && !["true", "false", "null"].includes(value));

const pascal = (value: string) => value.replace(/(^|[-_\s])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase());

/** A discriminated oneOf member's type: its `x-graphql-type`, else its discriminator value + "Section" (`cardGrid` → CardGridSection). */
export const memberNameOf = (member: JsonSchema, value: string) => member["x-graphql-type"] ?? `${pascal(value)}Section`;

class Generator {
  readonly objects = new Map<string, ObjectType>();
  readonly interfaces = new Map<string, InterfaceType>();
  readonly enums = new Map<string, EnumType>();
  /** Which schema location made each type name, so two different shapes cannot claim one name. */
  private readonly madeBy = new Map<string, string>();
  /** The type name each schema location was given first, so every `$ref` to it gets the same type. */
  private readonly nameAt = new Map<string, string>();

  constructor(private readonly schemas: Map<string, JsonSchema>) {
    this.nameInterfaceMembers();
  }

  /**
   * A member of a discriminated oneOf is named after its discriminator value wherever it is reached
   * first (a `$ref` from another file to one section kind included), so the name never needs writing.
   */
  private nameInterfaceMembers(): void {
    const visit = (node: unknown, file: string): void => {
      if (!node || typeof node !== "object") return;
      const schema = node as JsonSchema;
      const discriminator = schema.discriminator?.propertyName;
      for (const member of discriminator ? (schema.oneOf ?? []) : []) {
        if (!member.$ref) continue;
        const target = this.locate(member.$ref, file);
        const value = target.node.properties?.[discriminator!]?.const;
        if (typeof value === "string") this.nameAt.set(`${target.file}#${target.pointer}`, memberNameOf(target.node, value));
      }
      for (const child of Object.values(schema)) visit(child, file);
    };
    for (const [file, schema] of this.schemas) visit(schema, file);
  }

  private locate(ref: string, file: string): Located {
    return locateRef(this.schemas, ref, file);
  }

  private claim(name: string, at: string): boolean {
    this.nameAt.set(at, name);
    const earlier = this.madeBy.get(name);
    if (earlier === at) return false;
    if (earlier)
      throw new Error(`Two different JSON Schema shapes would both become the GraphQL type ${name} (${earlier} and ${at}); give one an "x-graphql-type"`);
    this.madeBy.set(name, at);
    return true;
  }

  /** The GraphQL type of a schema node; `nameHint` names it if it is an anonymous object. */
  typeOf(located: Located, nameHint: string): Omit<TypeRef, "nonNull"> {
    const { node, file, pointer } = located;
    if (node.$ref) {
      const key = `${node.$ref.startsWith("#") ? file : ""}${node.$ref}`;
      const special = SPECIAL_REFS[key];
      if (special) return { ...special, list: false };
      const target = this.locate(node.$ref, file);
      const definitionKey = /^\/definitions\/([^/]+)$/.exec(target.pointer)?.[1];
      return this.typeOf(target, definitionKey ? pascal(definitionKey) : nameHint);
    }
    if (node.allOf && !node.type && !node.properties?.type) {
      const base = node.allOf.find((part) => part.$ref);
      if (base) return this.typeOf({ node: base, file, pointer }, nameHint);
    }
    if (node.discriminator && node.oneOf) return { name: this.interfaceOf(located), list: false };
    const jsonType = Array.isArray(node.type) ? node.type.find((type) => type !== "null") : node.type;
    if (jsonType === "array" || node.items) {
      const items = Array.isArray(node.items) ? node.items[0] : node.items;
      if (!items) throw new Error(`${file}#${pointer}: an array needs "items" to have a GraphQL type`);
      const item = this.typeOf({ node: items, file, pointer: `${pointer}/items` }, nameHint);
      if (item.list) throw new Error(`${file}#${pointer}: lists of lists have no GraphQL type`);
      return { ...item, list: true };
    }
    if (jsonType === "object" || node.properties) return { name: this.objectOf(located, node["x-graphql-type"] ?? nameHint), list: false };
    if (node["x-graphql-type"] === "Date") return { name: "Date", directive: "@dateformat", list: false };
    if (isNameEnum(node.enum)) return { name: this.enumOf(located, node["x-graphql-type"] ?? nameHint), list: false };
    const value = node.const ?? node.enum?.[0];
    const kind = jsonType ?? (value === undefined ? undefined : typeof value);
    if (kind === "string") return { name: "String", list: false };
    if (kind === "integer") return { name: "Int", list: false };
    if (kind === "number") return { name: Number.isInteger(value) ? "Int" : "Float", list: false };
    if (kind === "boolean") return { name: "Boolean", list: false };
    throw new Error(`${file}#${pointer}: no GraphQL type for this schema (give it a "type")`);
  }

  private fieldsOf(located: Located, typeName: string): Map<string, Field> {
    const { node, file, pointer } = located;
    const required = new Set(node.required ?? []);
    const fields = new Map<string, Field>();
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      if (name === "$schema") continue;
      const type = this.typeOf({ node: property, file, pointer: `${pointer}/properties/${name}` }, `${typeName}${pascal(name)}`);
      const description = property.description ?? (property.$ref ? this.locate(property.$ref, file).node.description : undefined);
      fields.set(name, { name, type: { ...type, nonNull: required.has(name) }, description });
    }
    for (const [name, derived] of Object.entries(node["x-graphql-fields"] ?? {})) {
      fields.set(name, { name, raw: derived.type, args: derived.args, description: derived.description });
    }
    return fields;
  }

  objectOf(located: Located, wanted: string, asNode = false): string {
    const name = this.nameAt.get(`${located.file}#${located.pointer}`) ?? wanted;
    if (!this.claim(name, `${located.file}#${located.pointer}`)) return name;
    const type: ObjectType = { name, description: located.node.description, fields: new Map(), implementsNode: asNode, interfaces: [] };
    this.objects.set(name, type);
    type.fields = this.fieldsOf(located, name);
    return name;
  }

  private enumOf(located: Located, wanted: string): string {
    const name = this.nameAt.get(`${located.file}#${located.pointer}`) ?? wanted;
    if (this.claim(name, `${located.file}#${located.pointer}`)) {
      this.enums.set(name, { name, description: located.node.description, values: located.node.enum as string[] });
    }
    return name;
  }

  /** A type that has no fields of its own: a scalar or an enum. */
  isLeaf(name: string): boolean {
    return SCALARS.has(name) || this.enums.has(name);
  }

  private interfaceOf(located: Located): string {
    const { node, file, pointer } = located;
    const name = this.nameAt.get(`${file}#${pointer}`) ?? node["x-graphql-type"];
    if (!name) throw new Error(`${file}#${pointer}: a discriminated oneOf needs an "x-graphql-type" (the interface's name)`);
    if (!this.claim(name, `${file}#${pointer}`)) return name;
    const discriminator = node.discriminator!.propertyName;
    const face: InterfaceType = { name, description: node.description, discriminator, members: {}, fields: {} };
    this.interfaces.set(name, face);
    for (const member of node.oneOf ?? []) {
      const target = member.$ref ? this.locate(member.$ref, file) : { node: member, file, pointer };
      const value = target.node.properties?.[discriminator]?.const;
      if (typeof value !== "string") throw new Error(`${target.file}#${target.pointer}: a member of ${name} needs "${discriminator}": { "const": ... }`);
      const made = this.objectOf(target, memberNameOf(target.node, value));
      this.objects.get(made)!.interfaces.push(name);
      face.members[value] = made;
    }
    return name;
  }

  /** Same field name along the same path in several types: one nullability for all (see the file comment). */
  unify(typeNames: Set<string>, seen = new Set<string>()): void {
    const key = [...typeNames].sort().join(",");
    if (seen.has(key)) return;
    seen.add(key);
    const types = [...typeNames].map((name) => this.objects.get(name)).filter((type): type is ObjectType => Boolean(type));
    const names = new Set(types.flatMap((type) => [...type.fields.keys()]));
    for (const fieldName of names) {
      const fields = types.map((type) => ({ type, field: type.fields.get(fieldName) }));
      const typed = fields.filter((entry): entry is { type: ObjectType; field: Field & { type: TypeRef } } => Boolean(entry.field?.type));
      if (typed.length < 2) continue;
      const [first] = typed;
      for (const { type, field } of typed) {
        const sameKind = field.type.list === first!.field.type.list && this.isLeaf(field.type.name) === this.isLeaf(first!.field.type.name);
        const sameScalar = !this.isLeaf(field.type.name) || field.type.name === first!.field.type.name;
        if (!sameKind || !sameScalar) {
          throw new Error(
            `Field "${fieldName}" has different GraphQL types in ${first!.type.name} and ${type.name}; queries merge them, so rename one in the JSON Schema`,
          );
        }
      }
      if (typed.some(({ field }) => !field.type.nonNull)) for (const { field } of typed) field.type.nonNull = false;
      const nested = new Set(typed.map(({ field }) => field.type.name).filter((name) => !this.isLeaf(name)));
      if (nested.size > 0) this.unify(nested, seen);
    }
  }
}

const printType = (type: TypeRef) => {
  const named = type.list ? `[${type.name}!]` : type.name;
  return `${named}${type.nonNull ? "!" : ""}${type.directive ? ` ${type.directive}` : ""}`;
};
const printDescription = (description: string | undefined, indent: string) => (description ? `${indent}${JSON.stringify(description)}\n` : "");

function printObject(type: ObjectType): string {
  const implemented = [...(type.implementsNode ? ["Node"] : []), ...type.interfaces];
  const header = `type ${type.name}${implemented.length ? ` implements ${implemented.join(" & ")}` : ""}${type.implementsNode ? " @dontInfer" : ""}`;
  const fields = [...type.fields.values()].map(
    (field) => `${printDescription(field.description, "  ")}  ${field.name}${field.args ? `(${field.args})` : ""}: ${field.raw ?? printType(field.type!)}`,
  );
  return `${printDescription(type.description, "")}${header} {\n${fields.join("\n")}\n}`;
}

function printEnum(type: EnumType): string {
  return `${printDescription(type.description, "")}enum ${type.name} {\n${type.values.map((value) => `  ${value}`).join("\n")}\n}`;
}

/** Reads every *.schema.json of a folder, keyed by file name (the form `$ref`s use). */
export function readSchemas(schemaDirectory: string): Map<string, JsonSchema> {
  const names = fs.readdirSync(schemaDirectory).filter((name) => name.endsWith(".schema.json"));
  return new Map(names.map((name) => [name, JSON.parse(fs.readFileSync(path.join(schemaDirectory, name), "utf8")) as JsonSchema]));
}

export function generateSchema(schemas: Map<string, JsonSchema>, kinds: readonly RootKind[]): GeneratedSchema {
  const generator = new Generator(schemas);
  for (const kind of kinds) {
    const root = schemas.get(kind.schema);
    if (!root) throw new Error(`data/schemas/${kind.schema} is missing (the schema of ${kind.typeName})`);
    generator.objectOf({ node: root, file: kind.schema, pointer: "" }, kind.typeName, true);
    const type = generator.objects.get(kind.typeName)!;
    type.description = root.title;
    if (kind.route)
      for (const [name, derived] of Object.entries(PAGE_FIELDS)) type.fields.set(name, { name, raw: derived.type, description: derived.description });
  }
  const interfaces = [...generator.interfaces.values()];
  for (const face of interfaces) {
    generator.unify(new Set(Object.values(face.members)));
    const members = Object.values(face.members).map((name) => generator.objects.get(name)!);
    const shared = [...members[0]!.fields.values()].filter((field) =>
      members.every((member) => {
        const other = member.fields.get(field.name)?.type;
        return other && field.type && !other.directive && printType(other) === printType(field.type) && generator.isLeaf(other.name);
      }),
    );
    face.fields = Object.fromEntries(shared.map((field) => [field.name, printType(field.type!)]));
  }
  const typeDefs = [...[...generator.enums.values()].map(printEnum), ...[...generator.objects.values()].map(printObject)];
  return { typeDefs: typeDefs.join("\n\n"), interfaces };
}
