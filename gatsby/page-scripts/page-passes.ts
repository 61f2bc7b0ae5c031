// gatsby/page-scripts/: the scripts of the built pages: each island's chunk lists from webpack, the loader
// that runs scripts after the first paint, and the passes that write both into the pages (here).
import fs from "fs";
import path from "path";
import { htmlFiles } from "../files/built-html";
import { inputsHash } from "../files/inputs-hash";
import { isSliceFragment } from "../framework/scripts-slice";
import { inlineScripts, scriptHash } from "../headers/inline-scripts";
import { ISLAND_CHUNKS_FILE } from "./island-chunk-lists";
import { pageChunks, withIslandChunks, writeIslandChunks } from "./island-chunks-in-pages";
import { filesToPass, readPassRecord, scriptHashesOf, writePassRecord, type PassRecord } from "./rewritten-pages";
import { LOADER_SCRIPT, deferScriptsInBuild, withScriptsAfterFirstPaint } from "./scripts-after-first-paint";

/**
 * The passes over the built HTML after the build, each on the files written since the last passes
 * (./rewritten-pages.ts): first the scripts' loader and the islands' chunk lists into the Gatsby
 * pages (rewritePages), last, once every HTML file is written, the inline scripts' hashes of all of
 * them for the Content-Security-Policy (hashScripts, which also records the passes as done).
 */
export type PagePasses = {
  publicDirectory: string;
  recordFile: string;
  record: PassRecord | undefined;
  inputs: string;
  /**
   * The pages rewritePages wrote: hashScripts hashes them again whatever their modification time
   * says (a file's time comes from the kernel's coarse clock, which can lag the record's by a few
   * milliseconds).
   */
  rewritten: Set<string>;
};

/** The record's place in the project being built (Gatsby runs from the project's folder). */
export const passRecordPath = () => path.resolve(".cache", "post-build-pages.json");

export function startPagePasses(publicDirectory: string, recordFile = passRecordPath()): PagePasses {
  const listsFile = path.join(publicDirectory, ISLAND_CHUNKS_FILE);
  const inputs = inputsHash(
    LOADER_SCRIPT,
    fs.existsSync(listsFile) ? fs.readFileSync(listsFile, "utf8") : "",
    ...[withScriptsAfterFirstPaint, pageChunks, withIslandChunks, inlineScripts, scriptHash].map((code) => code.toString()),
  );
  return { publicDirectory, recordFile, record: readPassRecord(recordFile), inputs, rewritten: new Set() };
}

/**
 * The loader and the chunk lists into the Gatsby pages written since the last passes (`isGatsbyPage`
 * leaves out HTML files that are no Gatsby page). Returns the pages without a scripts slice (they
 * would never hydrate) and the chunk lists' problems, and how many pages were read of how many.
 */
export function rewritePages(passes: PagePasses, isGatsbyPage: (file: string) => boolean) {
  const { publicDirectory, record, inputs } = passes;
  const gatsbyPages = htmlFiles(publicDirectory).filter((file) => !isSliceFragment(publicDirectory, file) && isGatsbyPage(file));
  const pages = filesToPass(gatsbyPages, record, inputs);
  const withoutScripts = deferScriptsInBuild(publicDirectory, pages);
  const chunkProblems = withoutScripts.length > 0 ? [] : writeIslandChunks(publicDirectory, pages);
  for (const page of pages) passes.rewritten.add(page);
  return { withoutScripts, chunkProblems, read: pages.length, of: gatsbyPages.length };
}

/** Every inline script's hash over all HTML files (read again only where written since the last passes); records the passes as done. */
export function hashScripts(passes: PagePasses): string[] {
  const { publicDirectory, record, inputs, recordFile, rewritten } = passes;
  const html = htmlFiles(publicDirectory);
  const hashes = scriptHashesOf(
    html,
    new Set([...filesToPass(html, record, inputs), ...rewritten]),
    record,
    (file) => path.relative(publicDirectory, file),
    (file) => inlineScripts(fs.readFileSync(file, "utf8")).map(scriptHash),
  );
  writePassRecord(recordFile, { finishedAt: Date.now(), inputs, scriptHashes: hashes });
  return [...new Set(Object.values(hashes).flat())].sort();
}
