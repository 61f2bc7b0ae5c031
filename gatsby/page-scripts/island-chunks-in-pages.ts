import fs from "fs";
import path from "path";
import { ISLAND_ATTRIBUTE } from "../../src/islands/attributes";
import { ISLAND_CHUNKS_ID, type IslandChunks } from "../../src/islands/island-chunks";
import { builtPageDataFile } from "../files/built-html";
import { ISLAND_CHUNKS_FILE, type ChunkLists } from "./island-chunk-lists";
import { LOADER_ID } from "./scripts-after-first-paint";

const ISLAND_NAME = new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");
const LOADER_TAG = `<script id="${LOADER_ID}"`;
const WRITTEN = new RegExp(`<script type="application/json" id="${ISLAND_CHUNKS_ID}">[^<]*</script>`);

/**
 * The page's component chunk name, from its page data: public/contact/index.html is the page
 * /contact, public/404.html the page /404.html (../files/built-html.ts finds their page-data files).
 */
function componentOf(publicDirectory: string, htmlFile: string): string | undefined {
  const relative = path.relative(publicDirectory, htmlFile).split(path.sep).join("/");
  const file = builtPageDataFile(publicDirectory, `/${relative.replace(/(^|\/)index\.html$/, "")}`);
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName?: string }).componentChunkName;
}

/** What a press on each island of the page needs (src/islands/island-chunks.ts), or none when the page shows no island. */
export function pageChunks(html: string, lists: ChunkLists, component: string | undefined): IslandChunks | undefined {
  const names = [...new Set([...html.matchAll(ISLAND_NAME)].map((match) => match[1] ?? ""))];
  if (names.length === 0) return undefined;
  return {
    page: (component && lists.named[component]) || [],
    islands: Object.fromEntries(names.map((name) => [name, lists.islands[name] ?? []])),
  };
}

/** The page with its lists as a JSON data block right before the scripts' loader (replacing an earlier one); unchanged without a loader. */
export function withIslandChunks(html: string, chunks: IslandChunks | undefined): string {
  const without = html.replace(WRITTEN, "");
  if (!chunks || !without.includes(LOADER_TAG)) return without;
  const block = `<script type="application/json" id="${ISLAND_CHUNKS_ID}">${JSON.stringify(chunks).replace(/</g, "\\u003c")}</script>`;
  return without.replace(LOADER_TAG, () => `${block}${LOADER_TAG}`);
}

/**
 * Writes into every built page that shows an island what a press on it needs (after the loader is
 * in place, ./scripts-after-first-paint.ts). Returns a problem when the browser build wrote no
 * lists (public/island-chunks.json, ./island-chunks-plugin.ts).
 */
export function writeIslandChunks(publicDirectory: string, htmlFiles: string[]): string[] {
  const listsFile = path.join(publicDirectory, ISLAND_CHUNKS_FILE);
  if (!fs.existsSync(listsFile)) return [`${ISLAND_CHUNKS_FILE} is missing from public/: the browser build did not list the islands' chunks`];
  const lists = JSON.parse(fs.readFileSync(listsFile, "utf8")) as ChunkLists;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = withIslandChunks(html, pageChunks(html, lists, componentOf(publicDirectory, file)));
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
  return [];
}
