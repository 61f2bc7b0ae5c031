import { locateRef, type JsonSchema } from "../data-schemas/schema-ref";

/**
 * What a visitor must be able to read of a piece of content, found by walking the content beside its
 * JSON Schema: a string is text when its schema is the one text definition of
 * data/schemas/common.schema.json (other strings choose an icon, a tone, a page, an image); a list
 * names each item by the first text the item holds; a link is an object with a page reference, and
 * leads to its derived `to`. No kind or field is named here, so a new kind or field is covered as
 * soon as its schema says it holds text; a text whose schema says `"x-shown-with": "<flag>"` (a
 * badge) counts only while an item of a list beside it has that flag. The schemas are a parameter: gatsby/content/content-texts.ts reads
 * them from data/schemas, the CMS preview (gatsby/cms/preview) from the snapshot the build writes.
 */

const TEXT = "common.schema.json#/definitions/text";
const IMAGE = "common.schema.json#/definitions/imagePath";

type Located = { node: JsonSchema; file: string };

export type DataTexts = {
  /** Every text, at any depth. */
  texts: string[];
  /** Every list of two or more items that each hold a text: where it is, and each item's first text, in order. */
  lists: Array<{ where: string; names: string[] }>;
  /** The address of every page the content links to. */
  links: string[];
};

export const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The texts of `names` that `text` does not hold in this order (each searched after the one before it). */
export function notInOrder(text: string, names: readonly string[]): string[] {
  const missing: string[] = [];
  let from = 0;
  for (const name of names) {
    const at = text.indexOf(name, from);
    if (at < 0) missing.push(name);
    else from = at + name.length;
  }
  return missing;
}

/** True when a list of `object` holds an item whose `flag` is true (a label the schema shows only beside such items then shows). */
function flagsAnItem(object: Record<string, unknown>, flag: string): boolean {
  return Object.values(object).some(
    (value) => Array.isArray(value) && value.some((item) => item !== null && typeof item === "object" && (item as Record<string, unknown>)[flag] === true),
  );
}

/** The walks over content of the schemas `schemas` (every file of data/schemas, keyed by file name). */
export function contentWalker(schemas: ReadonlyMap<string, JsonSchema>) {
  function locate(ref: string, file: string): Located & { key: string } {
    const target = locateRef(schemas, ref, file);
    return { node: target.node, file: target.file, key: `${target.file}#${target.pointer}` };
  }

  /** Follows `$ref`s (and an `allOf` built on one) to the schema that describes a value; `text` and `image` say whether those definitions were on the way. */
  function resolve({ node, file }: Located): Located & { text: boolean; image: boolean } {
    let text = false;
    let image = false;
    let at: Located = { node, file };
    for (;;) {
      const ref = at.node.$ref ?? at.node.allOf?.find((part) => part.$ref)?.$ref;
      if (!ref) return { ...at, text, image };
      const target = locate(ref, at.file);
      text ||= target.key === TEXT;
      image ||= target.key === IMAGE;
      at = target;
    }
  }

  /** The schema of a value among a `oneOf` (a section kind), chosen by the constant its discriminator holds. */
  function member(at: Located, value: Record<string, unknown>): Located {
    const discriminator = at.node.discriminator?.propertyName;
    if (!discriminator || !at.node.oneOf) return at;
    for (const option of at.node.oneOf) {
      const candidate = resolve({ node: option, file: at.file });
      if (candidate.node.properties?.[discriminator]?.const === value[discriminator]) return candidate;
    }
    throw new Error(`no schema for ${discriminator} "${String(value[discriminator])}"`);
  }

  function walk(value: unknown, schema: Located, where: string, found: DataTexts): void {
    const at = resolve(schema);
    if (typeof value === "string") {
      if (at.text) found.texts.push(normalise(value));
      return;
    }
    if (Array.isArray(value)) {
      const items = at.node.items;
      if (!items || Array.isArray(items)) return;
      const names = value.map((item, index) => {
        const inner: DataTexts = { texts: [], lists: [], links: [] };
        walk(item, { node: items, file: at.file }, `${where}[${index}]`, inner);
        found.texts.push(...inner.texts);
        found.lists.push(...inner.lists);
        found.links.push(...inner.links);
        return inner.texts[0];
      });
      if (names.length > 1 && names.every((name) => name !== undefined)) found.lists.push({ where, names: names });
      return;
    }
    if (value === null || typeof value !== "object") return;
    const object = value as Record<string, unknown>;
    const chosen = member(at, object);
    if (typeof object.page === "string" && typeof object.to === "string") found.links.push(object.to);
    for (const [key, child] of Object.entries(object)) {
      const property = chosen.node.properties?.[key];
      const flag = property?.["x-shown-with"];
      if (flag && !flagsAnItem(object, flag)) continue;
      if (property) walk(child, { node: property, file: chosen.file }, where ? `${where}.${key}` : key, found);
    }
  }

  /** The texts, lists and links of `value`, described by the schema at `ref` (a file of data/schemas, with an optional #pointer). */
  function dataTexts(value: unknown, ref: string): DataTexts {
    const found: DataTexts = { texts: [], lists: [], links: [] };
    walk(value, { node: { $ref: ref }, file: ref.split("#")[0]! }, "", found);
    return found;
  }

  /** `value` (described by the schema at `ref`) with every image path replaced by `image(path)`, e.g. a stand-in of the file the build makes of it. */
  function withImages<T>(value: T, ref: string, image: (path: string) => unknown): T {
    const map = (item: unknown, schema: Located): unknown => {
      const at = resolve(schema);
      if (typeof item === "string") return at.image ? image(item) : item;
      if (Array.isArray(item)) {
        const items = at.node.items;
        return !items || Array.isArray(items) ? item : item.map((child) => map(child, { node: items, file: at.file }));
      }
      if (item === null || typeof item !== "object") return item;
      const chosen = member(at, item as Record<string, unknown>);
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => {
          const property = chosen.node.properties?.[key];
          return [key, property ? map(child, { node: property, file: chosen.file }) : child];
        }),
      );
    };
    return map(value, { node: { $ref: ref }, file: ref.split("#")[0]! }) as T;
  }

  return { dataTexts, withImages };
}
