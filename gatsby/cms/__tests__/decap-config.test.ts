/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { locateRef, readSchemas, type JsonSchema } from "../../data-schemas/from-json-schema";
import { CONTENT_KINDS, isPageKind, type ContentKind } from "../../content/content-kinds";
import { cmsConfig, pageOptions, patternOf, type CmsConfig, type CmsField } from "../decap-config";
import { sectionsShownIn } from "../../listings/section-collections";
import { temporaryDirectory } from "../../../jest/temporary-directory";

const DATA = path.resolve("data");
const SCHEMAS = readSchemas(path.join(DATA, "schemas"));
const GITHUB = { repo: "owner/site", branch: "main" };
const configOf = (schemas: Map<string, JsonSchema> = SCHEMAS) => cmsConfig({ schemas, dataDirectory: DATA, github: GITHUB });

type Node = JsonSchema & { items?: JsonSchema };

/**
 * Every property a schema lets an editor write, as a path: `seo.title`, `sections.hero.stats.value`
 * (a list's items add nothing, a typed block adds its type). Walked here on its own, from the
 * schemas, so the generator cannot be its own witness.
 */
function schemaPaths(node: Node, file: string, prefix: string, seen: Set<string> = new Set()): string[] {
  if (node.$ref) {
    const target = locateRef(SCHEMAS, node.$ref, file);
    const key = `${target.file}#${target.pointer}@${prefix}`;
    if (seen.has(key)) return [];
    return [...schemaPaths(target.node, target.file, prefix, new Set([...seen, key])), ...schemaPaths({ ...node, $ref: undefined }, file, prefix, seen)];
  }
  const paths: string[] = [];
  for (const part of node.allOf ?? []) paths.push(...schemaPaths(part, file, prefix, seen));
  if (node.discriminator) {
    for (const member of node.oneOf ?? []) {
      const kind = member.$ref ? locateRef(SCHEMAS, member.$ref, file) : { node: member, file };
      const value = String(kind.node.properties?.[node.discriminator.propertyName]?.const);
      paths.push(...schemaPaths(kind.node, kind.file, `${prefix}${value}.`, seen).filter((p) => p !== `${prefix}${value}.type`));
    }
  }
  for (const item of node.items ? [node.items].flat() : []) paths.push(...schemaPaths(item, file, prefix, seen));
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    if (name === "$schema") continue;
    paths.push(`${prefix}${name}`, ...schemaPaths(child, file, `${prefix}${name}.`, seen));
  }
  return paths;
}

function fieldPaths(fields: CmsField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    const inner = [
      // A typed list writes each block's type itself (Decap's typeKey).
      ...(field.typeKey ? [`${here}.${field.typeKey}`] : []),
      ...(field.fields ? fieldPaths(field.fields, `${here}.`) : []),
      ...(field.field?.fields ? fieldPaths(field.field.fields, `${here}.`) : []),
      ...(field.types ?? []).flatMap((type) => fieldPaths(type.fields ?? [], `${here}.${type.name}.`)),
    ];
    return [here, ...inner];
  });
}

function collectionFields(config: CmsConfig, kind: ContentKind): CmsField[][] {
  return config.collections.flatMap((collection) =>
    isPageKind(kind)
      ? kind.directories.includes(collection.name)
        ? [collection.fields ?? []]
        : []
      : (collection.files ?? []).filter((file) => file.name === kind.file).map((file) => file.fields),
  );
}

function findField(fields: CmsField[], dotted: string): CmsField | undefined {
  const [head, ...rest] = dotted.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  if (!field || rest.length === 0) return field;
  const type = field.types?.find((candidate) => candidate.name === rest[0]);
  if (type) return rest.length === 1 ? type : findField(type.fields ?? [], rest.slice(1).join("."));
  return findField(field.fields ?? field.field?.fields ?? [], rest.join("."));
}

describe("the CMS configuration generated from data/schemas", () => {
  const config = configOf();

  test.each((CONTENT_KINDS as readonly ContentKind[]).map((kind) => [kind.typeName, kind] as const))(
    "%s: every property of its schema is a form field, with the schema's help text",
    (_name, kind) => {
      const wanted = [...new Set(schemaPaths(SCHEMAS.get(kind.schema)!, kind.schema, ""))].sort();
      const forms = collectionFields(config, kind);
      expect(forms.length).toBe(isPageKind(kind) ? kind.directories.length : 1);
      for (const fields of forms) {
        const have = new Set(fieldPaths(fields, ""));
        expect(wanted.filter((wantedPath) => !have.has(wantedPath))).toEqual([]);
        expect(fields[0]).toMatchObject({ name: "$schema", widget: "hidden" });
      }
      expect(wanted.length).toBeGreaterThan(3);
    },
  );

  test("a page's sections are a list of typed blocks, one per section kind, with the kind's required fields", () => {
    const sections = findField(config.collections.find((collection) => collection.name === "services")!.fields!, "sections")!;
    const kinds = (SCHEMAS.get("sections.schema.json")!.definitions!.section!.oneOf ?? []).map((member) => member.$ref!.split("/").pop());
    expect(sections).toMatchObject({ widget: "list", typeKey: "type", min: 1 });
    expect(sections.types!.map((type) => type.name)).toEqual(kinds);
    const faq = sections.types!.find((type) => type.name === "faq")!;
    expect(faq.hint).toMatch(/accordion/);
    expect(findField(faq.fields!, "items")).toMatchObject({ widget: "list", min: 1 });
    expect(findField(faq.fields!, "items.answer")).toMatchObject({ hint: "One plain-text paragraph." });
    expect(findField(faq.fields!, "intro")).toMatchObject({ required: false });
    expect(findField(faq.fields!, "title")?.required).toBeUndefined();
    expect(findField(faq.fields!, "tone")).toMatchObject({ widget: "select", options: ["plain", "muted", "dark"], required: false });
  });

  test("links are chosen from the page files and their sections, images are uploads, icons a list, dates a picker, bodies Markdown", () => {
    const pages = config.collections.find((collection) => collection.name === "pages")!;
    const hero = findField(pages.fields!, "sections.imageHero")!;
    const linkOptions = findField(hero.fields!, "contactCard.page")!.options as Array<{ value: string }>;
    expect(findField(hero.fields!, "contactCard.page")!.widget).toBe("select");
    // Every page file of the page folders, and every section each page shows as an anchor.
    const pageLinks = ["pages", "services"].flatMap((folder) =>
      fs
        .readdirSync(path.join(DATA, folder))
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) => {
          const reference = `${folder}/${path.basename(name, ".json")}`;
          const { sections } = JSON.parse(fs.readFileSync(path.join(DATA, folder, name), "utf8")) as { sections: Array<{ type: string; id: string }> };
          return [reference, ...sectionsShownIn(DATA, sections).map((section) => `${reference}#${section.id}`)];
        }),
    );
    expect(pageLinks.length).toBeGreaterThan(1);
    expect(linkOptions.map((option) => option.value)).toEqual(expect.arrayContaining(pageLinks));
    expect(findField(hero.fields!, "image")).toMatchObject({ widget: "image" });
    expect(findField(hero.fields!, "actions.variant")).toMatchObject({ widget: "select" });
    expect(findField(pages.fields!, "sections.cardGrid.cards.icon")!.options).toContain("database");
    const blog = config.collections.find((collection) => collection.name === "blog")!;
    expect(blog).toMatchObject({
      folder: "data/blog",
      format: "json-blog",
      extension: "json",
      media_folder: "../images/blog",
      public_folder: "../images/blog",
    });
    expect(findField(blog.fields!, "datePublished")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(findField(blog.fields!, "body")).toMatchObject({ widget: "list", min: 1, field: { widget: "markdown" } });
    expect(findField(blog.fields!, "$schema")).toMatchObject({ default: "../schemas/blog-post.schema.json" });
    const settings = config.collections.find((collection) => collection.name === "settings")!;
    // One settings entry per content kind of a single file, whatever kinds the site has.
    const singleFiles = CONTENT_KINDS.flatMap((kind) => ("file" in kind ? [`data/${kind.file}.json`] : []));
    expect(settings.files!.map((file) => file.file).sort()).toEqual(singleFiles.sort());
    expect(singleFiles).toContain("data/forms.json");
    expect(findField(settings.files!.find((file) => file.name === "testimonials")!.fields, "testimonials.featured")).toMatchObject({
      widget: "boolean",
      default: false,
    });
    expect(findField(settings.files!.find((file) => file.name === "site")!.fields, "footer")).toBeDefined();
    expect(findField(blog.fields!, "seo.noIndex")).toEqual(expect.not.objectContaining({ default: expect.anything() }));
    expect(findField(settings.files!.find((file) => file.name === "testimonials")!.fields, "testimonials.rating")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
    });
    expect(config).toMatchObject({ publish_mode: "editorial_workflow", local_backend: true, backend: { name: "github", repo: "owner/site" } });
  });

  test("lengths and patterns become one regular expression, with a message saying them", () => {
    const description = findField(config.collections.find((collection) => collection.name === "pages")!.fields!, "seo.description")!;
    const [source, message] = description.pattern!;
    const accepts = (text: string) => new RegExp(source).test(text);
    expect(accepts("x".repeat(50))).toBe(true);
    expect(accepts("x".repeat(170))).toBe(true);
    expect(accepts("x".repeat(49))).toBe(false);
    expect(accepts("x".repeat(171))).toBe(false);
    expect(message).toBe("Must be 50 to 170 characters.");
    const both = new RegExp(patternOf({ pattern: "\\{rating\\}", minLength: 1, maxLength: 20 })![0]);
    expect(both.test("Rated {rating}")).toBe(true);
    expect(both.test("Rated five")).toBe(false);
    expect(both.test("Rated {rating} out of {max} stars")).toBe(false);
    expect(patternOf({ minLength: 1 })).toBeUndefined();
    const email = new RegExp(patternOf({ format: "email" })![0]);
    expect(email.test("sales@example.com")).toBe(true);
    expect(email.test("sales at example")).toBe(false);
  });

  test("a value that does not match is explained in words, never shown as a regular expression", () => {
    expect(patternOf({ pattern: "\\{rating\\}", maxLength: 20, description: "Where {rating} stands for the stars." })![1]).toBe(
      "Must be at most 20 characters. Where {rating} stands for the stars.",
    );
    expect(patternOf({ format: "email" })![1]).toBe("An e-mail address, e.g. hello@example.com.");
    const messages = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.pattern ? [field.pattern[1]] : []),
        ...messages(field.fields ?? []),
        ...messages(field.field ? [field.field] : []),
        ...messages(field.types ?? []),
      ]);
    const said = config.collections.flatMap((collection) =>
      messages([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]),
    );
    expect(said.length).toBeGreaterThan(0);
    // A regular expression's marks: an anchor, an escape, a character class.
    expect(said.filter((message) => /[\\^[\]]/.test(message))).toEqual([]);
  });

  test("a field or a section kind added to a schema is in the CMS with no other edit", () => {
    const schemas = new Map(SCHEMAS);
    const sections = JSON.parse(JSON.stringify(schemas.get("sections.schema.json"))) as JsonSchema;
    const definitions = sections.definitions!;
    definitions.quote = {
      description: "A client's quotation.",
      type: "object",
      required: ["type", "id", "quote"],
      properties: { type: { const: "quote" }, id: { $ref: "#/definitions/sectionId" }, quote: { $ref: "#/definitions/text", description: "Their words." } },
    };
    definitions.section!.oneOf!.push({ $ref: "#/definitions/quote" });
    definitions.faq!.properties!.footnote = { type: "string", maxLength: 80, description: "Under the questions." } as JsonSchema;
    schemas.set("sections.schema.json", sections);
    const fields = configOf(schemas).collections.find((collection) => collection.name === "pages")!.fields!;
    expect(findField(fields, "sections.quote.quote")).toMatchObject({ widget: "string", hint: "Their words." });
    expect(findField(fields, "sections.faq.footnote")).toMatchObject({ widget: "string", required: false, hint: "Under the questions." });
  });

  test("every value in every data file is under a form field", () => {
    const missing: string[] = [];
    const walk = (value: unknown, fields: CmsField[], at: string) => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, fields, at));
      if (!value || typeof value !== "object") return;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (key === "type" && at.endsWith("]")) continue;
        const field = fields.find((candidate) => candidate.name === key);
        if (!field) {
          missing.push(`${at}.${key}`);
          continue;
        }
        const items = Array.isArray(child) ? child : [child];
        for (const item of items) {
          const typed =
            field.types && item && typeof item === "object" ? field.types.find((type) => type.name === (item as { type?: string }).type) : undefined;
          walk(item, typed?.fields ?? field.fields ?? field.field?.fields ?? [], `${at}.${key}${typed ? "]" : ""}`);
        }
      }
    };
    for (const kind of CONTENT_KINDS as readonly ContentKind[]) {
      const directories = isPageKind(kind) ? kind.directories : [kind.directory];
      for (const directory of directories) {
        const names = isPageKind(kind) ? fs.readdirSync(path.join(DATA, directory)).filter((name) => name.endsWith(".json")) : [`${kind.file}.json`];
        const fields = collectionFields(config, kind)[isPageKind(kind) ? kind.directories.indexOf(directory) : 0]!;
        for (const name of names) walk(JSON.parse(fs.readFileSync(path.join(DATA, directory, name), "utf8")), fields, `${directory}/${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

test("a link may name a section its page shows, not one the page leaves out because it would show nothing", () => {
  const data = path.join(temporaryDirectory("page-options"), "data");
  fs.mkdirSync(path.join(data, "pages"), { recursive: true });
  fs.writeFileSync(path.join(data, "testimonials.json"), JSON.stringify({ testimonials: [{ quote: "Q", author: "A", featured: true }] }));
  const sections = [
    { type: "featuredTestimonials", id: "featured", title: "Featured" },
    { type: "testimonialList", id: "others", show: "others", title: "Others" },
  ];
  fs.writeFileSync(path.join(data, "pages", "voices.json"), JSON.stringify({ sections }));
  expect(pageOptions(data).map((option) => option.value)).toEqual(["pages/voices", "pages/voices#featured"]);
});
