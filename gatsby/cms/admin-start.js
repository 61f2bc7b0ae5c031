// Runs in the CMS page (public/admin/start.js), before Decap CMS's bundle. Plain browser JavaScript:
// the page loads nothing of the site.
//
// - The CMS starts by hand, once this has run: it is told where the local backend is (the page's
//   own origin, /api/v1: gatsby/cms/local-backend.ts). Decap asks there only on localhost and
//   127.0.0.1, and uses the GitHub backend when nothing answers.
// - Files are written with their keys in the order of the form's fields, which is the order of the
//   schema's properties and of the files as written by hand: a saved edit changes only the lines
//   it changed, so a review shows the edit and nothing else. Decap's own JSON writer keeps no order.
window.CMS_MANUAL_INIT = true;

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
          toFile: (data) => `${JSON.stringify(ordered(data, fields), null, 2)}\n`,
        });
      }
      window.CMS.init({ config: { local_backend: { url: `${window.location.origin}/api/v1` } } });
    });
});
