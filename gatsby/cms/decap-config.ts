import fs from "fs";
import path from "path";
import { CONTENT_KINDS, isPageKind, type ContentKind } from "../content/content-kinds";
import { pageFiles } from "../routes/page-files";
import { sectionsShownIn } from "../listings/section-collections";
import { locateRef, type JsonSchema } from "../data-schemas/from-json-schema";
import { ICON_NAMES } from "../../src/ui/icon-names";

/**
 * The CMS at /admin (Decap CMS) edits the files of data/ in place, and its configuration is
 * generated here from the JSON Schemas of data/schemas and the content kinds of
 * gatsby/content/content-kinds.ts, so a field or a section kind added to a schema is in the CMS with no
 * second edit. Mapping:
 *
 * - a file kind (site.json, forms.json, …) → one entry of the "settings" files collection; a page
 *   kind → one folder collection per folder (data/pages, data/services, …), files in JSON;
 * - label and help text → the schema's `title` (else the field name in words) and `description`;
 * - `required` → Decap's required (a field is optional unless its object lists it);
 * - an object → `object`; an array of objects → `list` with `fields`, of anything else → `list`
 *   with one `field`; minItems/maxItems → min/max; a discriminated `oneOf` (page sections) → `list`
 *   with one `type` per member, keyed by the discriminator; a tuple (fixed items) → a `list` whose
 *   items cannot be added, removed or moved, a `const` in it → a hidden field that keeps its value;
 * - a string → `string` (`text`, a text area, when it may exceed 120 characters or must reach 50), with `pattern`, minLength and
 *   maxLength (and a `format`: email, uri) joined into Decap's one `pattern` and a message saying
 *   them in words (a pattern by the field's description, which every patterned field has); `enum` → `select`;
 *   `x-graphql-type: "Date"` → a date picker writing YYYY-MM-DD; integer and number → `number`;
 *   boolean → `boolean`; a field a schema renders as Markdown (`@markdownHtml(from: "…")`) → `markdown`;
 * - common.schema.json's `imagePath` → `image` (uploads into data/images, written relative to the
 *   data file as the files write them today), `icon` → `select` of src/ui/icon-names.ts, and
 *   `pageReference` → `select` of every page's data file and the anchor of each section it shows (chosen, never typed);
 * - `x-graphql-fields` are worked out by the build, so they are no form fields; `$schema` is a hidden
 *   field that gives a new file its `$schema` line.
 *
 * What the CMS does not check, the build still does (gatsby/content-checks/validate-content.ts): conditions
 * (`if`/`then`, `oneOf` of required fields), unique ids, existing images.
 */

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: string | number | boolean;
  pattern?: [string, string];
  options?: Array<string | { label: string; value: string }>;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  step?: number;
  collapsed?: boolean;
  summary?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
};

export type CmsFile = { name: string; label: string; file: string; fields: CmsField[]; media_folder?: string; public_folder?: string };

export type CmsCollection = {
  name: string;
  label: string;
  description?: string;
  /** `json-<name>`: JSON written in field order by the format gatsby/cms/admin-start.js registers for the collection. */
  format: string;
  extension?: "json";
  folder?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  summary?: string;
  slug?: string;
  media_folder?: string;
  public_folder?: string;
  files?: CmsFile[];
  fields?: CmsField[];
};

export type CmsConfig = {
  backend: { name: "github"; repo: string; branch: string; base_url?: string; auth_endpoint?: string };
  publish_mode: "editorial_workflow";
  local_backend: boolean;
  media_folder: string;
  public_folder: string;
  site_url?: string;
  logo_url?: string;
  collections: CmsCollection[];
};

/** Where the GitHub backend commits (docs/content-editing.md, "Publishing from the CMS"). */
export type GitHubSettings = { repo: string; branch: string; authBaseUrl?: string; authEndpoint?: string };

type Schema = JsonSchema & {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
};
type At = { node: Schema; file: string };

const COMMON = "common.schema.json";
/** A string that may be longer than this, or must be at least LONG_TEXT_MINIMUM long, gets a text area. */
const LONG_TEXT = 120;
const LONG_TEXT_MINIMUM = 50;
const DATE_FORMAT = "YYYY-MM-DD";
/**
 * JSON Schema formats a form can check with a pattern (the build checks them with ajv-formats' full
 * rules). A date gets Decap's date picker instead (FieldMaker's string fields).
 */
const FORMATS: Record<string, string> = {
  email: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  uri: "^[a-z][a-z0-9+.-]*:[^\\s]*$",
};

const words = (name: string) => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};

/** What a format asks for, in the words an editor reads when a value does not match. */
const FORMAT_WORDS: Record<string, string> = {
  email: "An e-mail address, e.g. hello@example.com.",
  uri: "An address such as https://example.com.",
};

/**
 * A JSON Schema pattern, lengths and all, as one JavaScript regular expression Decap tests the value
 * with, and the message an editor reads when it fails: the lengths, then what the pattern asks for in
 * the field's own description (an editor is never shown a regular expression).
 */
export function patternOf(node: Pick<Schema, "pattern" | "minLength" | "maxLength" | "format" | "description">): [string, string] | undefined {
  const { minLength, maxLength } = node;
  const pattern = node.pattern ?? (node.format ? FORMATS[node.format] : undefined);
  const lengthRule = (minLength ?? 0) > 1 || maxLength !== undefined;
  if (!pattern && !lengthRule) return undefined;
  const parts: string[] = [];
  const said: string[] = [];
  if (lengthRule) {
    parts.push(`(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`);
    said.push(
      `Must be ${maxLength === undefined ? `at least ${minLength} characters` : minLength ? `${minLength} to ${maxLength} characters` : `at most ${maxLength} characters`}.`,
    );
  }
  if (pattern) {
    parts.push(`(?=[\\s\\S]*?(?:${pattern}))`);
    said.push(node.description ?? (node.pattern === undefined && node.format ? FORMAT_WORDS[node.format] : undefined) ?? `Must match ${pattern}.`);
  }
  return [`^${parts.join("")}`, said.join(" ")];
}

export type PageOption = { label: string; value: string };

/**
 * Every data file that makes a page, and the anchor of every section its page shows: what a link
 * may name (a section left out because it would show nothing is no place to link to).
 */
export function pageOptions(dataDirectory: string): PageOption[] {
  const options: PageOption[] = [];
  for (const { directory, name, file } of pageFiles(dataDirectory)) {
    const reference = `${directory}/${name}`;
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as { title?: string; sections?: Array<{ type: string; id?: string; title?: string }> };
    const title = data.title ?? data.sections?.[0]?.title ?? reference;
    options.push({ label: `${title} (${reference})`, value: reference });
    for (const section of sectionsShownIn(dataDirectory, data.sections ?? [])) {
      if (section.id) options.push({ label: `${title}: ${section.title ?? section.id} (${reference}#${section.id})`, value: `${reference}#${section.id}` });
    }
  }
  return options;
}

/** The names of the fields a schema renders as Markdown (`bodyHtml @markdownHtml(from: "body")`). */
function markdownFields(node: Schema): Set<string> {
  const names = Object.values(node["x-graphql-fields"] ?? {}).flatMap(({ type }) =>
    [...type.matchAll(/@markdownHtml\(from: "([^"]+)"\)/g)].map((match) => match[1]!),
  );
  return new Set(names);
}

class FieldMaker {
  constructor(
    private readonly schemas: ReadonlyMap<string, JsonSchema>,
    private readonly pages: PageOption[],
  ) {}

  /** The shared shape a `$ref` names, if it is one the CMS edits with a widget of its own. */
  private special(at: At): "image" | "icon" | "page" | undefined {
    let current: At = at;
    for (;;) {
      const ref = current.node.$ref;
      if (!ref) return undefined;
      const key = ref.startsWith("#") ? `${current.file}${ref}` : ref;
      if (key === `${COMMON}#/definitions/imagePath`) return "image";
      if (key === `${COMMON}#/definitions/icon`) return "icon";
      if (key === `${COMMON}#/definitions/pageReference`) return "page";
      current = locateRef(this.schemas, ref, current.file);
    }
  }

  /**
   * A node with what its `$ref`s and `allOf` parts say merged in; the nearest word wins (a field's
   * own description or maxLength over the shared definition's).
   */
  merged(at: At): At {
    const own = at.node;
    const target = own.$ref ? this.merged(locateRef(this.schemas, own.$ref, at.file)) : undefined;
    const parts = (own.allOf ?? []).map((part) => this.merged({ node: part, file: at.file }));
    const layers = [...parts, ...(target ? [target] : [])].reverse();
    let node: Schema = {};
    for (const layer of [...layers.map((l) => l.node), own]) {
      const { $ref: _ref, allOf: _allOf, ...rest } = layer;
      const properties: Record<string, JsonSchema> = { ...node.properties };
      // A property narrowed by a later layer keeps what the earlier one said (`features` of a card with minItems 1).
      for (const [name, later] of Object.entries(rest.properties ?? {})) properties[name] = properties[name] ? { allOf: [properties[name]], ...later } : later;
      node = {
        ...node,
        ...rest,
        properties: rest.properties || node.properties ? properties : undefined,
        required: rest.required || node.required ? [...new Set([...(node.required ?? []), ...(rest.required ?? [])])] : undefined,
      };
    }
    // Refs inside the merged properties are written relative to the file that holds them.
    const holder = own.properties || own.items || own.oneOf ? at : (target ?? parts.find((part) => part.node.properties || part.node.items) ?? parts[0]);
    return { node, file: holder?.file ?? at.file };
  }

  private label(name: string, node: Schema): Pick<CmsField, "label" | "hint"> {
    return { label: node.title ?? words(name), ...(node.description ? { hint: node.description } : {}) };
  }

  field(name: string, at: At, required: boolean, markdown = false): CmsField {
    const { node, file } = this.merged(at);
    const base = { name, ...this.label(name, node), ...(required ? {} : { required: false }) };
    const special = this.special(at);
    if (special === "image") return { ...base, widget: "image", choose_url: false };
    if (special === "icon") return { ...base, widget: "select", options: [...ICON_NAMES] };
    if (special === "page") return { ...base, widget: "select", options: this.pages };
    if (markdown && node.type === "array")
      return { ...base, widget: "list", ...this.counts(node), field: { name: "block", label: "Block", widget: "markdown" } };
    if (markdown) return { ...base, widget: "markdown" };
    if (node.enum) return { ...base, widget: "select", options: node.enum.map(String) };
    if (node.const !== undefined) {
      if (typeof node.const === "boolean") return { ...base, widget: "boolean" };
      return { ...base, widget: "hidden", ...(typeof node.const === "string" || typeof node.const === "number" ? { default: node.const } : {}) };
    }
    if (node.oneOf && node.discriminator) return this.typedList(base, { node, file }, node.discriminator.propertyName);
    if (node.type === "array" || node.items) return this.list(base, { node, file });
    // Decap checks the required fields of an object the editor left empty as well: inside an
    // optional object (a card's action) nothing is required in the form; the build still checks
    // a filled-in one against the schema.
    if (node.type === "object" || node.properties) return { ...base, widget: "object", collapsed: false, fields: this.fields({ node, file }, !required) };
    if (node.type === "integer" || node.type === "number") return this.number(base, node);
    // A required flag (a testimonial's featured) is written false in a new item rather than missing;
    // an optional one is left out until set (a footer link is either a page or disabled, never both).
    if (node.type === "boolean") return { ...base, widget: "boolean", ...(required ? { default: false } : {}) };
    if (node["x-graphql-type"] === "Date" || node.format === "date")
      return { ...base, widget: "datetime", format: DATE_FORMAT, date_format: DATE_FORMAT, time_format: false, picker_utc: true };
    const pattern = patternOf(node);
    const long = (node.maxLength ?? 0) > LONG_TEXT || (node.minLength ?? 0) >= LONG_TEXT_MINIMUM;
    return { ...base, widget: long ? "text" : "string", ...(pattern ? { pattern } : {}) };
  }

  private counts(node: Schema): Pick<CmsField, "min" | "max"> {
    return { ...(node.minItems ? { min: node.minItems } : {}), ...(node.maxItems ? { max: node.maxItems } : {}) };
  }

  private number(base: Omit<CmsField, "widget">, node: Schema): CmsField {
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined && node.type === "integer" ? node.exclusiveMinimum + 1 : undefined);
    return {
      ...base,
      widget: "number",
      value_type: node.type === "integer" ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      ...(node.type === "integer" ? { step: 1 } : {}),
    };
  }

  private list(base: Omit<CmsField, "widget">, { node, file }: At): CmsField {
    const items = node.items;
    if (!items) return { ...base, widget: "list" };
    // A tuple (the forms' service choices: fixed values in a fixed order): its items' texts are
    // editable, the items themselves and their constant values are not.
    if (Array.isArray(items)) {
      const first = items[0];
      if (!first) return { ...base, widget: "list" };
      return { ...this.list(base, { node: { ...node, items: first }, file }), allow_add: false, allow_remove: false, allow_reorder: false };
    }
    const item = this.merged({ node: items, file });
    const counts = this.counts(node);
    const discriminator = item.node.discriminator?.propertyName;
    if (item.node.oneOf && discriminator) return this.typedList({ ...base, ...counts }, item, discriminator);
    if (item.node.properties) {
      const fields = this.fields(item);
      const first = fields.find((field) => ["string", "text"].includes(field.widget)) ?? fields[0];
      return { ...base, ...counts, widget: "list", collapsed: true, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields };
    }
    return { ...base, ...counts, widget: "list", field: this.field(singular(base.name), { node: items, file }, true) };
  }

  /** A list of typed blocks (page sections): one Decap type per member of the discriminated `oneOf`. */
  private typedList(base: Omit<CmsField, "widget">, { node, file }: At, discriminator: string): CmsField {
    const types = (node.oneOf ?? []).map((member) => {
      const kind = this.merged({ node: member, file });
      const value = String(kind.node.properties?.[discriminator]?.const);
      const fields = this.fields(kind).filter((field) => field.name !== discriminator);
      return { name: value, ...this.label(value, kind.node), widget: "object", summary: "{{fields.title}}", fields };
    });
    return { ...base, widget: "list", typeKey: discriminator, collapsed: true, types };
  }

  /** The form fields of an object's properties; `x-graphql-fields` are computed, never written. */
  fields({ node, file }: At, optionalObject = false): CmsField[] {
    const required = new Set(optionalObject ? [] : (node.required ?? []));
    const markdown = markdownFields(node);
    return Object.entries(node.properties ?? {})
      .filter(([name]) => name !== "$schema")
      .map(([name, child]) => this.field(name, { node: child, file }, required.has(name), markdown.has(name)));
  }
}

const singular = (name: string) => (name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : name);

/** The hidden `$schema` field, so a file made in the CMS names its schema as every other does. */
const schemaLine = (schemaPath: string): CmsField => ({ name: "$schema", label: "JSON Schema", widget: "hidden", default: schemaPath });

/** A folder's uploads go to data/images/<folder> when that folder exists (articles, case studies), else to data/images. */
function imageFolder(dataDirectory: string, directory: string): string {
  return fs.existsSync(path.join(dataDirectory, "images", directory)) ? `../images/${directory}` : "../images";
}

export function cmsConfig({
  schemas,
  dataDirectory,
  github,
  siteUrl,
}: {
  schemas: ReadonlyMap<string, JsonSchema>;
  dataDirectory: string;
  github: GitHubSettings;
  siteUrl?: string;
}): CmsConfig {
  const maker = new FieldMaker(schemas, pageOptions(dataDirectory));
  const rootOf = (schema: string): At => {
    const node = schemas.get(schema);
    if (!node) throw new Error(`data/schemas/${schema} is missing`);
    return { node, file: schema };
  };
  const kinds = CONTENT_KINDS as readonly ContentKind[];
  const files: CmsFile[] = kinds
    .filter((kind) => !isPageKind(kind) && kind.file !== undefined)
    .map((kind) => {
      const root = rootOf(kind.schema);
      const directory = isPageKind(kind) ? "" : kind.directory;
      const file = path.posix.join("data", directory, `${kind.file}.json`);
      return {
        name: kind.file!,
        label: root.node.title ?? words(kind.file!),
        file,
        media_folder: "images",
        public_folder: "./images",
        fields: [schemaLine(path.posix.relative(path.posix.dirname(file), `data/schemas/${kind.schema}`)), ...maker.fields(root)],
      };
    });
  const folders: CmsCollection[] = kinds.filter(isPageKind).flatMap((kind) => {
    const root = rootOf(kind.schema);
    const fields = maker.fields(root);
    const hasTitle = fields.some((field) => field.name === "title");
    return kind.directories.map((directory) => {
      const images = imageFolder(dataDirectory, directory);
      return {
        name: directory,
        label: words(directory),
        description: [root.node.title, root.node.description].filter(Boolean).join(". "),
        format: `json-${directory}`,
        extension: "json" as const,
        folder: `data/${directory}`,
        create: true,
        delete: true,
        // The file name is the page's address: made from the title when the file is created.
        identifier_field: hasTitle ? "title" : "seo.title",
        summary: hasTitle ? "{{title}} ({{slug}})" : "{{seo.title}} ({{slug}})",
        slug: "{{slug}}",
        media_folder: images,
        public_folder: images,
        fields: [schemaLine(`../schemas/${kind.schema}`), ...fields],
      };
    });
  });
  return {
    backend: {
      name: "github",
      repo: github.repo,
      branch: github.branch,
      ...(github.authBaseUrl ? { base_url: github.authBaseUrl } : {}),
      ...(github.authEndpoint ? { auth_endpoint: github.authEndpoint } : {}),
    },
    publish_mode: "editorial_workflow",
    local_backend: true,
    media_folder: "data/images",
    public_folder: "../images",
    ...(siteUrl ? { site_url: siteUrl } : {}),
    collections: [{ name: "settings", label: "Site settings and shared texts", format: "json-settings", extension: "json", delete: false, files }, ...folders],
  };
}
