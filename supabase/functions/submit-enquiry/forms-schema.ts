/**
 * data/schemas/forms.schema.json as src/forms/validation.ts imports it. Gatsby's compilers need a
 * plain JSON import there, Deno one `with { type: "json" }`: deno.json's import map points that one
 * import here (its scope is src/forms/), so the rules are read from the one file on both runtimes.
 */
import schema from "../../../data/schemas/forms.schema.json" with { type: "json" };

export default schema;
