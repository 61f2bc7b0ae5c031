import path from "path";
import { contentWalker } from "./content-walk";
import { readSchemas } from "../data-schemas/from-json-schema";

/**
 * What a visitor must be able to read of a piece of content (gatsby/content/content-walk.ts), against the
 * schemas of data/schemas. The unit test of every section's content and the edited-content test's changes
 * (e2e/support/edited-content-data.ts) read content through it.
 */
export const { dataTexts, withImages } = contentWalker(readSchemas(path.resolve("data/schemas")));
export { normalise, notInOrder, type DataTexts } from "./content-walk";
