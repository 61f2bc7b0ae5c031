/**
 * The shape of the JSON Schemas of data/schemas as the build reads them, and how a `$ref` is
 * followed. No file access here: the CMS preview (gatsby/cms/preview) walks the same schemas in the
 * browser, from the snapshot the build writes next to it.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  discriminator?: { propertyName: string };
  definitions?: Record<string, JsonSchema>;
  "x-graphql-type"?: string;
  "x-graphql-fields"?: Record<string, { type: string; args?: string; description?: string }>;
  /** On a text: the flag of a list's items it is shown beside ("popular"); with no item so flagged, the page does not show it. */
  "x-shown-with"?: string;
};

export type Located = { node: JsonSchema; file: string; pointer: string };

/** The schema node a `$ref` written in `file` points at: a file of `schemas` (this one when the ref has no file part) and a JSON pointer in it. */
export function locateRef(schemas: ReadonlyMap<string, JsonSchema>, ref: string, file: string): Located {
  const [target = "", fragment = ""] = ref.split("#");
  const targetFile = target === "" ? file : target;
  const root = schemas.get(targetFile);
  if (!root) throw new Error(`${file}: $ref "${ref}" names a schema file that does not exist`);
  let node: unknown = root;
  for (const part of fragment.split("/").filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  if (!node) throw new Error(`${file}: $ref "${ref}" points at nothing`);
  return { node: node, file: targetFile, pointer: fragment };
}
