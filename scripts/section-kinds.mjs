// Prints the section kinds of data/schemas/sections.schema.json as a Markdown table (what each
// shows, its fields, what each field means), read from the schema itself: the schema is the one
// declaration of the kinds, and this is a view of it for editors. `node scripts/section-kinds.mjs`
import fs from "node:fs";
import path from "node:path";

const SCHEMA_DIRECTORY = path.resolve("data/schemas");
const read = (file) => JSON.parse(fs.readFileSync(path.join(SCHEMA_DIRECTORY, file), "utf8"));
const sections = read("sections.schema.json");

/** The node a `$ref` points at, in this schema or another file of data/schemas. */
function resolve(node, file = "sections.schema.json") {
  if (!node?.$ref) return node ?? {};
  const [target, pointer = ""] = node.$ref.split("#");
  const root = target ? read(target) : read(file);
  const found = pointer
    .split("/")
    .filter(Boolean)
    .reduce((at, part) => at?.[part], root);
  return resolve(found, target || file);
}

/** A node with the parts of its `allOf` merged in (a kind's cards that narrow the shared card). */
function merged(node) {
  const parts = (node.allOf ?? []).map((part) => merged(resolve(part)));
  return parts.reduce(
    (all, part) => ({ ...all, properties: { ...part.properties, ...all.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }),
    node,
  );
}

const cell = (text) =>
  String(text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/\n/g, " ");

/** The names of an object's fields, `?` when optional: `{ "title", "icon"? }`. */
function shapeOf(node) {
  const required = new Set(node.required ?? []);
  const names = Object.keys(node.properties ?? {}).map((name) => `"${name}"${required.has(name) ? "" : "?"}`);
  return `{ ${names.join(", ")} }`;
}

/** A field as `name` (`?` when optional), its shape when it is a list or an object, and what it means when the schema says. */
function fieldOf(name, node, required) {
  const resolved = resolve(node);
  const items = resolved.type === "array" || resolved.items ? merged(resolve(resolved.items)) : undefined;
  const minItems = node.minItems ?? resolved.minItems;
  const shape = items?.properties
    ? ` (${minItems ? `${minItems} or more, ` : ""}each ${shapeOf(items)})`
    : items
      ? ` (a list${minItems ? ` of ${minItems} or more` : ""})`
      : resolved.properties
        ? ` ${shapeOf(resolved)}`
        : resolved.enum
          ? ` (${resolved.enum.map((value) => `\`${value}\``).join(", ")})`
          : "";
  const description = node.description ?? resolved.description;
  return `\`${name}\`${required ? "" : "?"}${shape}${description ? `: ${description}` : ""}`;
}

const rows = sections.definitions.section.oneOf.map(({ $ref }) => {
  const kind = resolve({ $ref });
  const required = new Set(kind.required ?? []);
  const fields = Object.entries(kind.properties ?? {})
    .filter(([name]) => !["type", "id", "tone"].includes(name))
    .map(([name, node]) => fieldOf(name, node, required.has(name)));
  return `| \`${kind.properties.type.const}\` | ${cell(kind.description)} | ${cell(fields.join("; "))} |`;
});

console.log(["| `type` | Shows | Fields besides `type`, `id`, `tone?` (`?`: optional) |", "|---|---|---|", ...rows].join("\n"));
