// Runs in the CMS page (public/admin/start.js), before Decap CMS's bundle. Plain browser JavaScript:
// the page loads nothing of the site.
//
// - The CMS starts by hand, once this has run: it is told where the local backend is (the page's
//   own origin, /api/v1: gatsby/cms/local-backend.ts). Decap asks there only on localhost and
//   127.0.0.1, and uses the GitHub backend when nothing answers.
// - It is given the configuration this script has fetched and parsed as JSON, not left to load it:
//   Decap would fetch config.yml a second time and read it with its YAML parser, about half a
//   second of the page's main thread for the generated file.
// - Files are written with their keys in the order of the form's fields, which is the order of the
//   schema's properties and of the files as written by hand, and laid out as they are written by
//   hand (a list or an object of plain values on one line when it fits in 160 columns, as Prettier
//   does): a saved edit changes little more than the lines it changed, so a review shows the edit.
//   Decap's own JSON writer keeps no order and breaks every list.
window.CMS_MANUAL_INIT = true;

const WIDTH = 160;

/** JSON text of `value` at the given indentation: on one line when it is plain and fits, else one entry per line. */
function layout(value, indent) {
  const flat = oneLine(value);
  if (flat !== undefined && indent.length + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return value.length === 0 ? "[]" : `[\n${value.map((item) => inner + layout(item, inner)).join(",\n")}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    return keys.length === 0 ? "{}" : `{\n${keys.map((key) => `${inner}${JSON.stringify(key)}: ${layout(value[key], inner)}`).join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The one-line text of a value made of plain values (an object may hold a list of them), else undefined. */
function oneLine(value) {
  if (Array.isArray(value)) {
    const parts = value.map(oneLine);
    return parts.every((part) => part !== undefined) ? `[${parts.join(", ")}]` : undefined;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    const nested = entries.some(
      ([, child]) => child && typeof child === "object" && !(Array.isArray(child) && child.every((item) => typeof item !== "object")),
    );
    if (nested) return undefined;
    return entries.length === 0 ? "{}" : `{ ${entries.map(([key, child]) => `${JSON.stringify(key)}: ${oneLine(child)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** The value with every object's keys in the order of `fields` (nested fields, list items, typed blocks), unknown keys last. */
function ordered(value, fields, typeKey, types) {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields, typeKey, types));
  if (!value || typeof value !== "object") return value;
  let shape = fields || [];
  if (typeKey && types) {
    const type = types.find((candidate) => candidate.name === value[typeKey]);
    shape = [{ name: typeKey }, ...((type && type.fields) || [])];
  }
  const names = shape.map((field) => field.name);
  const keys = Object.keys(value).sort((a, b) => rank(names, a) - rank(names, b));
  const result = {};
  for (const key of keys) {
    const field = shape.find((candidate) => candidate.name === key);
    result[key] = field ? ordered(value[key], field.fields || (field.field && field.field.fields), field.typeKey, field.types) : value[key];
  }
  return result;
}

function rank(names, key) {
  const index = names.indexOf(key);
  return index < 0 ? names.length : index;
}

window.addEventListener("DOMContentLoaded", () => {
  const link = document.querySelector("link[rel=cms-config-url]");
  fetch(link.getAttribute("href"))
    .then((response) => response.json())
    .then((config) => {
      for (const collection of config.collections) {
        // A files collection holds several shapes: each file's fields, in turn.
        const fields = collection.fields || collection.files.flatMap((file) => file.fields);
        window.CMS.registerCustomFormat(collection.format, "json", {
          fromFile: (text) => JSON.parse(text),
          toFile: (data) => `${layout(ordered(data, fields), "")}\n`,
        });
      }
      window.CMS.init({ config: { ...config, load_config_file: false, local_backend: { url: `${window.location.origin}/api/v1` } } });
    });
});
