// gatsby/content-checks/: the checks that stop a build on a broken data file, naming the file and the
// field: schemas, images, icons, address collisions (here), and links to pages of this site.
import fs from "fs";
import path from "path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import commonSchema from "../../data/schemas/common.schema.json";
import { contentKindOfType, findContentKind, isPageKind } from "../content/content-kinds";
import { filesUnder } from "../files/files-under";
import { ICON_NAMES } from "../../src/ui/icon-names";
import { PAGE_KIND_DIRECTORIES, SLUG_PATTERN, addressCollisions } from "../routes/routes";
import { pageFiles } from "../routes/page-files";
import { collectionFieldsOfKind, isSectionData } from "../listings/section-collections";

/**
 * Build-time validation of the files editors change. Each message names the file and the field,
 * because the person reading it edits JSON, not components.
 */

const IMAGE_PATH = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
/** A Markdown image whose path is relative to the data file: ![what it shows](../images/x.jpg) */
const MARKDOWN_IMAGE = /!\[[^\]]*\]\((\.[^)\s]+)/g;
/**
 * The file types the build resizes into the site's images: an image field's pattern
 * (common.schema.json, imagePath), which an image in Markdown must match too (the build could not
 * show an SVG or GIF there, and would stop on it with a message about the image, not the field).
 */
const IMAGE_FIELD_PATTERN = commonSchema.definitions.imagePath.pattern;
const BUILT_IMAGE = new RegExp(IMAGE_FIELD_PATTERN);

export type ContentProblem = { file: string; message: string };

/** The schema keyword of a list whose entries must differ in one field (data/schemas/sections.schema.json). */
const UNIQUE_BY = "x-unique-by";
/** The schema keyword of a field no two files of a kind may share (a title), checked across the folder. */
const UNIQUE_ACROSS_FILES = "x-unique-across-files";

/** How two texts are compared for sameness: a visitor does not tell "Title" from "title " apart. */
const sameText = (text: string): string => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The first entry of `list` whose `field` repeats an earlier entry's, with that earlier entry's index. */
function repeatedEntry(list: readonly unknown[], field: string): { index: number; first: number; text: string } | undefined {
  const seen = new Map<string, number>();
  for (const [index, entry] of list.entries()) {
    const text = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>)[field] : undefined;
    if (typeof text !== "string") continue;
    const key = sameText(text);
    const first = seen.get(key);
    if (first !== undefined) return { index, first, text };
    seen.set(key, index);
  }
  return undefined;
}

/** A schema file's validator, and the top-level fields it marks "x-unique-across-files". */
type SchemaCheck = { validate: ValidateFunction; uniqueAcrossFiles: string[] };

const validatorsByDirectory = new Map<string, Map<string, SchemaCheck>>();

/** The fields a schema marks "x-unique-across-files" at its top level. */
function fieldsUniqueAcrossFiles(schema: { properties?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property[UNIQUE_ACROSS_FILES] === true)
    .map(([name]) => name);
}

/** "2025-02-28" is a day of the calendar, "2025-02-30" and "2025-13-01" are not. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

function loadValidators(schemaDirectory: string): Map<string, SchemaCheck> {
  const cached = validatorsByDirectory.get(schemaDirectory);
  if (cached) return cached;
  // verbose: each error carries the schema it broke, so a message can quote its description.
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true });
  // "x-unique-by": "question" on a list: no two entries with the same text in that field (case and
  // surrounding white space aside). JSON Schema's uniqueItems compares whole entries only.
  ajv.addKeyword({
    keyword: UNIQUE_BY,
    type: "array",
    schemaType: "string",
    validate: (field: string, list: unknown[]) => repeatedEntry(list, field) === undefined,
  });
  // "format": "date": a day the calendar has (the pattern alone lets 2025-02-30 through, which a
  // page would show as March 2 while its structured data and sitemap carried a day that does not exist).
  ajv.addFormat("date", { type: "string", validate: isCalendarDay });
  const files = fs.readdirSync(schemaDirectory).filter((name) => name.endsWith(".schema.json"));
  const schemas = files.map((name) => {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDirectory, name), "utf8")) as Parameters<typeof fieldsUniqueAcrossFiles>[0];
    ajv.addSchema(schema, name);
    return [name, schema] as const;
  });
  const validators = new Map(
    schemas.map(([name, schema]) => [name, { validate: ajv.getSchema(name) as ValidateFunction, uniqueAcrossFiles: fieldsUniqueAcrossFiles(schema) }]),
  );
  validatorsByDirectory.set(schemaDirectory, validators);
  return validators;
}

/** "/sections/2/title" → "sections[2].title" */
export function fieldName(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}

function describe(error: ErrorObject): string {
  const at = fieldName(error.instancePath);
  const field = (name: string) => `field "${name}"`;
  switch (error.keyword) {
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return `${field(at ? `${at}.${missing}` : missing)} is required but missing`;
    }
    case "additionalProperties": {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      return `${field(at ? `${at}.${extra}` : extra)} is not a known field (a typo?)`;
    }
    case "enum":
      return `${field(at)} must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`;
    case "false schema":
      return `${field(at)} is not allowed here (its description in the schema says when it is)`;
    case "discriminator":
      return `${field(at ? `${at}.${(error.params as { tag: string }).tag}` : "type")} is not a known type`;
    case "pattern": {
      // The field's description says in words what the pattern asks for.
      const said = (error.parentSchema as { description?: string } | undefined)?.description;
      return `${field(at)} must match pattern "${(error.params as { pattern: string }).pattern}"${said ? `: ${said}` : ""}`;
    }
    case "format": {
      const said = (error.parentSchema as { description?: string } | undefined)?.description;
      return `${field(at)} is "${String(error.data)}", which is not a day of the calendar${said ? `: ${said}` : ""}`;
    }
    case "contains": {
      const wanted = (error.schema as { description?: string } | undefined)?.description;
      return `${field(at)} must hold at least ${(error.params as { minContains: number }).minContains} entry ${wanted ? `that is ${wanted}` : "of the kind its schema names"}`;
    }
    case UNIQUE_BY: {
      const name = error.schema as string;
      const repeated = repeatedEntry(error.data as unknown[], name)!;
      return `${field(`${at}[${repeated.index}].${name}`)} repeats "${repeated.text}" of ${at}[${repeated.first}]: each entry of the list needs its own ${name}`;
    }
    default:
      return `${field(at || "(the whole file)")} ${error.message ?? "is invalid"}`;
  }
}

/** Items of one list that carry an `id` (page sections, anchors) must not share it; JSON Schema cannot say "unique by key". */
function checkUniqueIds(value: unknown, pointer: string, problems: string[]): void {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    value.forEach((item, index) => {
      const id = item !== null && typeof item === "object" ? (item as { id?: unknown }).id : undefined;
      if (typeof id === "string") {
        if (seen.has(id)) problems.push(`field "${fieldName(`${pointer}/${index}/id`)}" repeats the id "${id}" used earlier in the same list`);
        seen.add(id);
      }
      checkUniqueIds(item, `${pointer}/${index}`, problems);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) checkUniqueIds(child, `${pointer}/${key}`, problems);
  }
}

/** Image paths must exist and icon names must be known; JSON Schema cannot see the disk or the icon set. */
function checkReferences(value: unknown, pointer: string, fileDirectory: string, problems: string[]): void {
  if (typeof value === "string") {
    for (const [, image] of value.matchAll(MARKDOWN_IMAGE)) {
      if (!BUILT_IMAGE.test(image!)) {
        problems.push(
          `field "${fieldName(pointer)}" names the image ${image}, which must match pattern "${IMAGE_FIELD_PATTERN}" as every image does (the site shows only those file types)`,
        );
      } else if (!fs.existsSync(path.resolve(fileDirectory, image!))) {
        problems.push(`field "${fieldName(pointer)}" names an image that does not exist: ${image}`);
      }
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkReferences(item, `${pointer}/${index}`, fileDirectory, problems));
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, child] of Object.entries(value)) {
    const childPointer = `${pointer}/${key}`;
    if (typeof child === "string" && key !== "$schema" && child.startsWith(".") && IMAGE_PATH.test(child)) {
      if (!fs.existsSync(path.resolve(fileDirectory, child))) {
        problems.push(`field "${fieldName(childPointer)}" names an image that does not exist: ${child}`);
      }
    } else if (key === "icon" && typeof child === "string" && !(ICON_NAMES as readonly string[]).includes(child)) {
      problems.push(`field "${fieldName(childPointer)}" names an unknown icon "${child}" (see src/ui/icon-names.ts)`);
    } else {
      checkReferences(child, childPointer, fileDirectory, problems);
    }
  }
}

/** The page files below data/ (data/pages/x.json, data/services/y.json, …). */
function pageFilesOf(dataDirectory: string): string[] {
  return PAGE_KIND_DIRECTORIES.flatMap((directory) => {
    const folder = path.join(dataDirectory, directory);
    return fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((entry) => entry.endsWith(".json"))
          .map((entry) => path.join(directory, entry))
      : [];
  });
}

/**
 * Each page file that shares its address with another, with the message for it. Worked out once per
 * state of the page folders (a folder's modification time changes when a file in it is added,
 * removed or renamed), not once per file: with a thousand articles, once per file was a thousand
 * listings of their folder in every build.
 */
let kept: { key: string; messages: Map<string, string> } | undefined;

function addressCollisionMessages(dataDirectory: string): Map<string, string> {
  const key = [
    dataDirectory,
    ...PAGE_KIND_DIRECTORIES.map((directory) => fs.statSync(path.join(dataDirectory, directory), { throwIfNoEntry: false })?.mtimeMs ?? "none"),
  ].join("\0");
  if (kept?.key === key) return kept.messages;
  const messages = new Map<string, string>();
  for (const collision of addressCollisions(pageFilesOf(dataDirectory))) {
    for (const file of collision.files) {
      const others = collision.files.filter((other) => other !== file).map((other) => `data/${other}`);
      messages.set(file, `makes the page ${collision.path}, as ${others.join(" and ")} does; rename one of them`);
    }
  }
  kept = { key, messages };
  return messages;
}

/** Folders sharing a route rule (data/pages, data/services) must not hold one file name twice: both would make one page. */
const addressCollisionOf = (relativeFile: string, dataDirectory: string): string | undefined => addressCollisionMessages(dataDirectory).get(relativeFile);

/** Validates one data file; returns the problems found (empty when the file is fine). */
export function validateContentFile(absolutePath: string, dataDirectory: string): ContentProblem[] {
  const result = checkContentFile(absolutePath, dataDirectory);
  return Array.isArray(result) ? result : [];
}

/** A data file that passed its own checks: its name as messages give it, its parsed content, the fields no other file of its kind may share. */
type CheckedFile = { file: string; schema: string; content: Record<string, unknown>; uniqueAcrossFiles: string[] };

/** One file's own checks: its problems, or the file as read when it has none. */
function checkContentFile(absolutePath: string, dataDirectory: string): ContentProblem[] | CheckedFile {
  const file = path.relative(path.dirname(dataDirectory), absolutePath);
  const relativeDirectory = path.relative(dataDirectory, path.dirname(absolutePath));
  const kind = findContentKind(relativeDirectory, path.basename(absolutePath, ".json"));
  if (!kind) {
    return [{ file, message: "is not a known kind of content file (see gatsby/content/content-kinds.ts)" }];
  }
  const name = path.basename(absolutePath, ".json");
  const isPageFile = PAGE_KIND_DIRECTORIES.includes(relativeDirectory);
  if (isPageFile && !SLUG_PATTERN.test(name)) {
    return [{ file, message: "file name must be lowercase words joined by hyphens (it is the page address)" }];
  }
  const collision = isPageFile ? addressCollisionOf(path.join(relativeDirectory, `${name}.json`), dataDirectory) : undefined;
  if (collision) return [{ file, message: collision }];
  let content: unknown;
  try {
    content = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
  } catch (error) {
    return [{ file, message: `is not valid JSON: ${(error as Error).message}` }];
  }
  const check = loadValidators(path.join(dataDirectory, "schemas")).get(kind.schema);
  if (!check) return [{ file, message: `has no schema file data/schemas/${kind.schema}` }];
  const { validate } = check;
  // An "if" error only restates the failure inside its "then" branch, which is reported on its own;
  // the errors inside a "contains" say why each entry is not the one the list must hold, which its
  // own "contains" error says once.
  const errors = validate(content) ? [] : (validate.errors ?? []).filter((error) => error.keyword !== "if" && !error.schemaPath.includes("/contains/"));
  const messages = errors.map(describe);
  if (messages.length === 0) {
    checkReferences(content, "", path.dirname(absolutePath), messages);
    checkUniqueIds(content, "", messages);
  }
  if (messages.length === 0) return { file, schema: kind.schema, content: content as Record<string, unknown>, uniqueAcrossFiles: check.uniqueAcrossFiles };
  return [...new Set(messages)].map((message) => ({ file, message }));
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map(({ file, message }) => `${file}: ${message}`).join("\n");
}

/** Every content file under data/: all JSON but the schemas folder. */
export function contentFiles(dataDirectory: string): string[] {
  const schemas = path.join(dataDirectory, "schemas");
  return filesUnder(dataDirectory, ".json", (directory) => directory === schemas);
}

/** Every data file below `dataDirectory` (schemas aside), validated, in a stable order; then what files of one kind may not share. */
export function validateContentDirectory(dataDirectory: string): ContentProblem[] {
  const results = contentFiles(dataDirectory)
    .sort()
    .map((file) => checkContentFile(file, dataDirectory));
  const problems = results.flatMap((result) => (Array.isArray(result) ? result : []));
  const checked = results.flatMap((result) => (Array.isArray(result) ? [] : [result]));
  return [...problems, ...sharedFieldProblems(checked), ...emptyListProblems(checked, dataDirectory)];
}

/**
 * A section that lists every file of a folder (an article list, the case studies) while that folder
 * holds none: the page would show a heading over nothing, and its listing, feeds and categories
 * would be empty. The section's file is named, with the folder: add a file to it or remove the
 * section. (A testimonial list whose selection happens to be empty is left out of its page instead,
 * src/sections/left-out-sections.ts: data/testimonials.json itself must hold one.)
 */
function emptyListProblems(checked: readonly CheckedFile[], dataDirectory: string): ContentProblem[] {
  const listed = new Set(pageFiles(dataDirectory).map((page) => page.kind.typeName));
  return checked.flatMap(({ file, content }) =>
    (Array.isArray(content.sections) ? (content.sections as unknown[]) : []).flatMap((section, index) => {
      if (!isSectionData(section)) return [];
      const { type } = section;
      return collectionFieldsOfKind(type)
        .filter((collection) => collection.every && !listed.has(collection.typeName))
        .flatMap((collection) => {
          const kind = contentKindOfType(collection.typeName);
          if (!kind || !isPageKind(kind)) return [];
          const folders = kind.directories.map((directory) => `data/${directory}/`).join(" or ");
          return [{ file, message: `field "sections[${index}]" (${type}) lists every file of ${folders}, which holds none: add one, or remove the section` }];
        });
    }),
  );
}

/**
 * Two files of one kind that share a field their schema marks "x-unique-across-files" (an article's
 * title): each file names the other. Checked over the files that pass their own checks (one with
 * problems of its own is reported for those alone), at the start of `gatsby build` and `gatsby develop`.
 */
function sharedFieldProblems(checked: readonly CheckedFile[]): ContentProblem[] {
  const holders = new Map<string, { name: string; files: string[] }>(); // by schema, field and text
  for (const { file, schema, content, uniqueAcrossFiles } of checked) {
    for (const name of uniqueAcrossFiles) {
      const text = content[name];
      if (typeof text !== "string") continue;
      const key = JSON.stringify([schema, name, sameText(text)]);
      const holder = holders.get(key) ?? { name, files: [] };
      holder.files.push(file);
      holders.set(key, holder);
    }
  }
  return [...holders.values()]
    .filter(({ files }) => files.length > 1)
    .flatMap(({ name, files }) =>
      files.map((file) => ({
        file,
        message: `field "${name}" is the same as in ${files.filter((other) => other !== file).join(" and ")}: each needs a ${name} of its own`,
      })),
    );
}
