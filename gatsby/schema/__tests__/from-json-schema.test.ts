import fs from "fs";
import path from "path";
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from "gatsby/graphql";
import { generateSchema, type JsonSchema } from "../../data-schemas/from-json-schema";
import { contentSchema } from "..";
import { findContentKind } from "../../content/content-kinds";
import { contentFiles } from "../../content-checks/validate-content";

const schemas = (entries: Record<string, JsonSchema>) => new Map(Object.entries(entries));

type Fields = Map<string, { type: string; named: string; directives: string[] }>;
function typesOf(sdl: string): Map<string, Fields> {
  const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
  const print = (type: TypeNode): string =>
    type.kind === Kind.NAMED_TYPE ? type.name.value : type.kind === Kind.LIST_TYPE ? `[${print(type.type)}]` : `${print(type.type)}!`;
  const types = new Map<string, Fields>();
  for (const definition of parse(sdl).definitions as ObjectTypeDefinitionNode[]) {
    const fields: Fields = new Map();
    for (const field of definition.fields ?? []) {
      fields.set(field.name.value, { type: print(field.type), named: named(field.type), directives: (field.directives ?? []).map((d) => d.name.value) });
    }
    types.set(definition.name.value, fields);
  }
  return types;
}

const COMMON: JsonSchema = {
  definitions: {
    text: { type: "string", minLength: 1 } as JsonSchema,
    icon: { type: "string" },
    imagePath: { type: "string" },
    stat: { type: "object", required: ["value"], properties: { value: { $ref: "#/definitions/text" }, label: { type: "string" } } },
  },
};

describe("GraphQL types generated from JSON Schemas", () => {
  test("maps required, lists, scalars, images, icons, dates, named and anonymous objects", () => {
    const generated = generateSchema(
      schemas({
        "common.schema.json": COMMON,
        "thing.schema.json": {
          title: "A thing",
          type: "object",
          required: ["name", "tags", "stats"],
          "x-graphql-fields": { path: { type: "String! @routePath", description: "Derived." } },
          properties: {
            $schema: { type: "string" },
            name: { $ref: "common.schema.json#/definitions/text", description: "The name." },
            tags: { type: "array", items: { type: "string" } },
            count: { type: "integer" },
            ratio: { type: "number" },
            draft: { type: "boolean" },
            kind: { enum: ["a", "b"] },
            tone: { "x-graphql-type": "Tone", enum: ["plain", "dark"] },
            category: { enum: ["SAP BTP", "Outsourcing"] },
            answer: { enum: ["yes", "true"] },
            published: { type: "string", "x-graphql-type": "Date" },
            icon: { $ref: "common.schema.json#/definitions/icon" },
            image: { $ref: "common.schema.json#/definitions/imagePath" },
            stats: { type: "array", items: { $ref: "common.schema.json#/definitions/stat" } },
            owner: { type: "object", required: ["email"], properties: { email: { type: "string" } } },
            named: { "x-graphql-type": "Special", type: "object", properties: { flag: { const: true } } },
          },
        },
      }),
      [{ schema: "thing.schema.json", typeName: "ThingJson" }],
    );
    expect(generated.typeDefs).toContain("type ThingJson implements Node @dontInfer {");
    expect(generated.typeDefs).toContain('"A thing"');
    const thing = typesOf(generated.typeDefs.replace(/@\w+(\([^)]*\))?/g, "")).get("ThingJson")!;
    const shape = Object.fromEntries([...thing].map(([name, field]) => [name, field.type]));
    expect(shape).toEqual({
      name: "String!",
      tags: "[String!]!",
      count: "Int",
      ratio: "Float",
      draft: "Boolean",
      kind: "ThingJsonKind",
      tone: "Tone",
      category: "String",
      answer: "String",
      published: "Date",
      icon: "IconGlyph",
      image: "File",
      stats: "[Stat!]!",
      owner: "ThingJsonOwner",
      named: "Special",
      path: "String!",
    });
    const withDirectives = typesOf(generated.typeDefs).get("ThingJson")!;
    expect(withDirectives.get("published")?.directives).toEqual(["dateformat"]);
    expect(withDirectives.get("icon")?.directives).toEqual(["iconGlyph"]);
    expect(withDirectives.get("image")?.directives).toEqual(["fileByRelativePath"]);
    expect(withDirectives.get("path")?.directives).toEqual(["routePath"]);
    expect(generated.typeDefs).toContain('"The name."\n  name: String!');
    // An enum of GraphQL names is a GraphQL enum (a string union in the typegen types); any other enum stays String.
    expect(generated.typeDefs).toContain("enum ThingJsonKind {\n  a\n  b\n}");
    expect(generated.typeDefs).toContain("enum Tone {\n  plain\n  dark\n}");
  });

  test("a kind whose files make pages gets slug, path and jsonLd without its schema naming them; other kinds do not", () => {
    const root: JsonSchema = { type: "object", properties: { name: { type: "string" } } };
    const generated = generateSchema(schemas({ "page.schema.json": root, "data.schema.json": root }), [
      { schema: "page.schema.json", typeName: "RoutedJson", route: (name: string) => `/${name}` },
      { schema: "data.schema.json", typeName: "DataJson" },
    ]);
    const types = typesOf(generated.typeDefs);
    const routed = types.get("RoutedJson")!;
    expect([...routed.keys()]).toEqual(["name", "slug", "path", "jsonLd"]);
    expect(["slug", "path", "jsonLd"].map((name) => [routed.get(name)?.type, routed.get(name)?.directives])).toEqual([
      ["String!", ["fileSlug"]],
      ["String!", ["routePath"]],
      ["String!", ["jsonLd"]],
    ]);
    expect([...types.get("DataJson")!.keys()]).toEqual(["name"]);
  });

  test("every field naming the same enum definition gets the one GraphQL enum, named after the definition", () => {
    const generated = generateSchema(
      schemas({
        "thing.schema.json": {
          type: "object",
          definitions: { tone: { enum: ["plain", "dark"] } },
          properties: {
            first: { type: "object", properties: { tone: { $ref: "#/definitions/tone" } } },
            second: { type: "object", properties: { tone: { $ref: "#/definitions/tone" } } },
          },
        },
      }),
      [{ schema: "thing.schema.json", typeName: "ThingJson" }],
    );
    expect(generated.typeDefs.match(/^enum \w+/gm)).toEqual(["enum Tone"]);
    const types = typesOf(generated.typeDefs);
    expect(types.get("ThingJsonFirst")?.get("tone")?.type).toBe("Tone");
    expect(types.get("ThingJsonSecond")?.get("tone")?.type).toBe("Tone");
  });

  test("a discriminated oneOf becomes an interface whose members agree on the nullability of shared fields, nested ones included", () => {
    const generated = generateSchema(
      schemas({
        "page.schema.json": {
          type: "object",
          required: ["sections"],
          properties: { sections: { type: "array", items: { $ref: "#/definitions/section" } } },
          definitions: {
            section: {
              "x-graphql-type": "Block",
              discriminator: { propertyName: "type" },
              oneOf: [{ $ref: "#/definitions/hero" }, { $ref: "#/definitions/grid" }],
            },
            hero: {
              type: "object",
              required: ["type", "id", "intro", "cards"],
              properties: {
                type: { const: "hero" },
                id: { type: "string" },
                intro: { type: "string" },
                cards: { type: "array", items: { $ref: "#/definitions/card" } },
              },
            },
            grid: {
              type: "object",
              required: ["type", "id", "cards"],
              properties: {
                type: { const: "grid" },
                id: { type: "string" },
                intro: { type: "string" },
                cards: {
                  type: "array",
                  items: { "x-graphql-type": "GridCard", type: "object", required: ["title"], properties: { title: { type: "string" } } },
                },
              },
            },
            card: { "x-graphql-type": "HeroCard", type: "object", properties: { title: { type: "string" } } },
          },
        },
      }),
      [{ schema: "page.schema.json", typeName: "PageJson" }],
    );
    const [face] = generated.interfaces;
    expect(face).toMatchObject({ name: "Block", discriminator: "type", members: { hero: "HeroSection", grid: "GridSection" } });
    // `cards` differs in item type, so only the scalar fields alike in every member are the interface's.
    expect(face?.fields).toEqual({ type: "String!", id: "String!", intro: "String" });
    const types = typesOf(generated.typeDefs);
    expect(types.get("HeroSection")?.get("intro")?.type).toBe("String");
    expect(types.get("GridSection")?.get("intro")?.type).toBe("String");
    expect(types.get("GridCard")?.get("title")?.type).toBe("String");
    expect(generated.typeDefs).toContain("type HeroSection implements Block {");
  });

  test("a member of a discriminated oneOf keeps its member name when another schema reaches it first", () => {
    const generated = generateSchema(
      schemas({
        "site.schema.json": { type: "object", properties: { closing: { $ref: "page.schema.json#/definitions/callToAction" } } },
        "page.schema.json": {
          type: "object",
          properties: { sections: { type: "array", items: { $ref: "#/definitions/section" } } },
          definitions: {
            section: { "x-graphql-type": "Block", discriminator: { propertyName: "type" }, oneOf: [{ $ref: "#/definitions/callToAction" }] },
            callToAction: { type: "object", required: ["type"], properties: { type: { const: "callToAction" }, title: { type: "string" } } },
          },
        },
      }),
      [
        { schema: "site.schema.json", typeName: "SiteJson" },
        { schema: "page.schema.json", typeName: "PageJson" },
      ],
    );
    expect(generated.interfaces[0]?.members).toEqual({ callToAction: "CallToActionSection" });
    expect(typesOf(generated.typeDefs).get("SiteJson")?.get("closing")?.type).toBe("CallToActionSection");
  });

  test("two shapes that would share a type name stop the build with both places named", () => {
    expect(() =>
      generateSchema(
        schemas({
          "a.schema.json": { type: "object", properties: { x: { "x-graphql-type": "Same", type: "object", properties: { a: { type: "string" } } } } },
          "b.schema.json": { type: "object", properties: { y: { "x-graphql-type": "Same", type: "object", properties: { b: { type: "string" } } } } },
        }),
        [
          { schema: "a.schema.json", typeName: "AJson" },
          { schema: "b.schema.json", typeName: "BJson" },
        ],
      ),
    ).toThrow(/GraphQL type Same \(a\.schema\.json#\/properties\/x and b\.schema\.json#\/properties\/y\)/);
  });

  test("every field of every data file has a field in the generated type, so no content is unreachable from GraphQL", () => {
    const dataDirectory = path.resolve("data");
    const { typeDefs, interfaces } = contentSchema(dataDirectory);
    const types = typesOf(typeDefs);
    const missing: string[] = [];
    const walk = (value: unknown, typeName: string, at: string) => {
      if (Array.isArray(value)) return value.forEach((item, index) => walk(item, typeName, `${at}[${index}]`));
      if (value === null || typeof value !== "object") return;
      const face = interfaces.find((candidate) => candidate.name === typeName);
      const concrete = face ? face.members[String((value as Record<string, unknown>)[face.discriminator])] : typeName;
      const fields = concrete ? types.get(concrete) : undefined;
      if (!fields) return void missing.push(`${at}: no GraphQL type ${typeName}`);
      for (const [key, child] of Object.entries(value)) {
        if (key === "$schema") continue;
        const field = fields.get(key);
        if (!field) missing.push(`${at}.${key}: not a field of ${concrete}`);
        else walk(child, field.named, `${at}.${key}`);
      }
    };
    for (const file of contentFiles(dataDirectory)) {
      const relative = path.relative(dataDirectory, file);
      const kind = findContentKind(path.dirname(relative) === "." ? "" : path.dirname(relative), path.basename(file, ".json"));
      expect(kind).toBeDefined();
      walk(JSON.parse(fs.readFileSync(file, "utf8")), kind!.typeName, relative);
    }
    expect(missing).toEqual([]);
  });
});
