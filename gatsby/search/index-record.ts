import fs from "fs";
import path from "path";
import { inputsHash } from "../files/inputs-hash";

/**
 * What the search index in public/pagefind was last written from, so a build whose records did not
 * change (an edit to a testimonial, a form's text, the code of a page) keeps the index instead of
 * indexing every page again. The record is a hash of the inputs (`searchIndexInputs` in
 * ./search-index.ts), kept in .cache beside Gatsby's own state: `gatsby clean` removes both.
 */
export const searchIndexRecordPath = () => path.resolve(".cache", "search-index.json");

/** True when `outputPath` holds an index recorded as written from these inputs. */
export function isIndexCurrent(recordFile: string, outputPath: string, inputs: readonly string[]): boolean {
  if (!fs.existsSync(path.join(outputPath, "pagefind.js"))) return false;
  try {
    return (JSON.parse(fs.readFileSync(recordFile, "utf8")) as { inputs?: unknown }).inputs === inputsHash(...inputs);
  } catch {
    return false;
  }
}

/** Records the index as written from `inputs`; `null` removes the record (while an index is being written, or after it failed). */
export function recordIndex(recordFile: string, inputs: readonly string[] | null): void {
  if (inputs === null) {
    fs.rmSync(recordFile, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify({ inputs: inputsHash(...inputs) }));
}
