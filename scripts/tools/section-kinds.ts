/**
 * `npm run section-kinds`: prints the section kinds of data/schemas/sections.schema.json as a
 * Markdown table (what each shows, its fields, what each field means), read from the schema itself:
 * the schema is the one declaration of the kinds, and this is a view of it for editors.
 */
import path from "node:path";
import { locateRef, readSchemas, type JsonSchema } from "../../gatsby/data-schemas/from-json-schema";

const SECTIONS = "sections.schema.json";
const SCHEMAS = readSchemas(path.resolve("data/schemas"));

type Node = JsonSchema & { minItems?: number };
type At = { node: Node; file: string };

/** The node a `$ref` points at (followed until it points no further), in its own file of data/schemas. */
function resolve({ node, file }: At): At {
  return node.$ref ? resolve(locateRef(SCHEMAS, node.$ref, file)) : { node, file };
}

/** A node with the parts of its `allOf` merged in (a kind's cards that narrow the shared card). */
function merged({ node, file }: At): Node {
  const parts = (node.allOf ?? []).map((part) => merged(resolve({ node: part, file })));
  return parts.reduce<Node>(
    (all, part) => ({ ...all, properties: { ...part.properties, ...all.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }),
    node,
  );
}

const cell = (text: string | undefined) => (text ?? "").replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The names of an object's fields, `?` when optional: `{ "title", "icon"? }`. */
function shapeOf(node: Node): string {
  const required = new Set(node.required ?? []);
  const names = Object.keys(node.properties ?? {}).map((name) => `"${name}"${required.has(name) ? "" : "?"}`);
  return `{ ${names.join(", ")} }`;
}

/** A field as `name` (`?` when optional), its shape when it is a list or an object, and what it means when the schema says. */
function fieldOf(name: string, at: At, required: boolean): string {
  const { node } = at;
  const resolved = resolve(at);
  const itemSchema = resolved.node.items;
  const items =
    (resolved.node.type === "array" || itemSchema) && itemSchema && !Array.isArray(itemSchema)
      ? merged(resolve({ node: itemSchema, file: resolved.file }))
      : undefined;
  const minItems = node.minItems ?? resolved.node.minItems;
  const shape = items?.properties
    ? ` (${minItems ? `${minItems} or more, ` : ""}each ${shapeOf(items)})`
    : items
      ? ` (a list${minItems ? ` of ${minItems} or more` : ""})`
      : resolved.node.properties
        ? ` ${shapeOf(resolved.node)}`
        : resolved.node.enum
          ? ` (${resolved.node.enum.map((value) => `\`${String(value)}\``).join(", ")})`
          : "";
  const description = node.description ?? resolved.node.description;
  return `\`${name}\`${required ? "" : "?"}${shape}${description ? `: ${description}` : ""}`;
}

const kinds = SCHEMAS.get(SECTIONS)?.definitions?.section?.oneOf ?? [];
const rows = kinds.map((member) => {
  const { node: kind, file } = resolve({ node: member, file: SECTIONS });
  const required = new Set(kind.required ?? []);
  const fields = Object.entries(kind.properties ?? {})
    .filter(([name]) => !["type", "id", "tone"].includes(name))
    .map(([name, node]) => fieldOf(name, { node, file }, required.has(name)));
  return `| \`${String(kind.properties?.type?.const)}\` | ${cell(kind.description)} | ${cell(fields.join("; "))} |`;
});

console.log(["| `type` | Shows | Fields besides `type`, `id`, `tone?` (`?`: optional) |", "|---|---|---|", ...rows].join("\n"));
