import fs from "fs";
import os from "os";
import path from "path";
import { ISLAND_CHUNKS_ID } from "../../src/islands/island-chunks";
import { ISLAND_CHUNKS_FILE, type ChunkLists } from "../page-scripts/island-chunk-lists";
import { pageChunks, withIslandChunks, writeIslandChunks } from "../page-scripts/island-chunks-in-pages";
import { LOADER_ID } from "../page-scripts/scripts-after-first-paint";

const LISTS: ChunkLists = {
  named: { "component---src-templates-page-tsx": ["/commons-1.js", "/component-1.js"], app: ["/app-1.js"] },
  islands: { "contact-page-form": ["/island-1.js", "/supabase-1.js"], "site-header": ["/island-2.js"], "faq-accordion": ["/island-3.js"] },
};
const LOADER = `<script id="${LOADER_ID}" data-src="/app-1.js">(loader)</script>`;
const PAGE = `<html><body><div data-island="site-header" data-island-when="interaction"></div><div data-island="contact-page-form"></div><div data-island="site-header"></div>${LOADER}</body></html>`;

test("a page's lists: its component's scripts and, for each island it shows (once), that island's", () => {
  expect(pageChunks(PAGE, LISTS, "component---src-templates-page-tsx")).toEqual({
    page: ["/commons-1.js", "/component-1.js"],
    islands: { "site-header": ["/island-2.js"], "contact-page-form": ["/island-1.js", "/supabase-1.js"] },
  });
});

test("a page without islands gets no lists; a component or island the build did not list gets an empty one", () => {
  expect(pageChunks(`<html><body>${LOADER}</body></html>`, LISTS, "component---src-templates-page-tsx")).toBeUndefined();
  expect(pageChunks('<div data-island="new-one"></div>', LISTS, undefined)).toEqual({ page: [], islands: { "new-one": [] } });
});

test("the lists go in a JSON data block right before the loader, replaced (not added) when written again", () => {
  const chunks = pageChunks(PAGE, LISTS, "component---src-templates-page-tsx");
  const once = withIslandChunks(PAGE, chunks);
  expect(once).toContain(`<script type="application/json" id="${ISLAND_CHUNKS_ID}">${JSON.stringify(chunks)}</script>${LOADER}`);
  expect(withIslandChunks(once, chunks)).toBe(once);
  expect(withIslandChunks(once, undefined)).toBe(PAGE);
  expect(withIslandChunks('<html><body><div data-island="x"></div></body></html>', chunks)).not.toContain(ISLAND_CHUNKS_ID);
});

test("writeIslandChunks finds each page's component in its page data, and says when the build listed no chunks", () => {
  const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "island-chunks-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDirectory, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, file), text);
  };
  const pages = ["index.html", "contact/index.html"].map((file) => path.join(publicDirectory, file));
  expect(writeIslandChunks(publicDirectory, pages)).toEqual([
    `${ISLAND_CHUNKS_FILE} is missing from public/: the browser build did not list the islands' chunks`,
  ]);
  write(ISLAND_CHUNKS_FILE, JSON.stringify(LISTS));
  write("index.html", PAGE);
  write("contact/index.html", PAGE);
  write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-templates-page-tsx" }));
  expect(writeIslandChunks(publicDirectory, pages)).toEqual([]);
  expect(fs.readFileSync(pages[0]!, "utf8")).toBe(withIslandChunks(PAGE, pageChunks(PAGE, LISTS, "component---src-templates-page-tsx")));
  expect(fs.readFileSync(pages[1]!, "utf8")).toBe(withIslandChunks(PAGE, pageChunks(PAGE, LISTS, undefined)));
  fs.rmSync(publicDirectory, { recursive: true });
});
