/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { inlineScriptHashes } from "../headers/inline-scripts";
import { ISLAND_CHUNKS_FILE, type ChunkLists } from "../page-scripts/island-chunk-lists";
import { hashScripts, rewritePages, startPagePasses } from "../page-scripts/page-passes";
import { LOADER_ID } from "../page-scripts/scripts-after-first-paint";

const SLICE = [
  '<!-- slice-start id="_gatsby-scripts-1" -->',
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  '<script src="/app-1.js" async></script>',
  '<!-- slice-end id="_gatsby-scripts-1" -->',
].join("");
const page = (inline: string) => `<!DOCTYPE html><html><body><div data-island="site-header"></div><script>${inline}</script>${SLICE}</body></html>`;
const LISTS: ChunkLists = { named: {}, islands: { "site-header": ["/island-2.js"] } };

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "page-passes-"));
  const publicDirectory = path.join(root, "public");
  const write = (file: string, text: string, modified?: Date) => {
    const full = path.join(publicDirectory, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    if (modified) fs.utimesSync(full, modified, modified);
    return full;
  };
  write(ISLAND_CHUNKS_FILE, JSON.stringify(LISTS));
  return { root, publicDirectory, write, recordFile: path.join(root, ".cache", "post-build-pages.json") };
}

const allPages = () => true;
const longAgo = new Date(Date.now() - 60_000);

test("a first build passes every page: each gets the loader and its chunk lists, every inline script is hashed", () => {
  const { root, publicDirectory, write, recordFile } = project();
  try {
    const files = ["index.html", "blog/a/index.html"].map((file, index) => write(file, page(`one(${index})`)));
    const passes = startPagePasses(publicDirectory, recordFile);
    expect(rewritePages(passes, allPages)).toEqual({ withoutScripts: [], chunkProblems: [], read: 2, of: 2 });
    for (const file of files) expect(fs.readFileSync(file, "utf8")).toContain(`<script id="${LOADER_ID}"`);
    const html = files.map((file) => fs.readFileSync(file, "utf8"));
    expect(hashScripts(passes)).toEqual(inlineScriptHashes(html));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a rebuild reads only the pages written since; the others keep what the last passes wrote, and their hashes count", () => {
  const { root, publicDirectory, write, recordFile } = project();
  try {
    const kept = write("index.html", page("kept()"));
    write("blog/a/index.html", page("before()"));
    const first = startPagePasses(publicDirectory, recordFile);
    rewritePages(first, allPages);
    hashScripts(first);
    // The passes' own writes are older than the record; the build then writes one page again.
    fs.utimesSync(kept, longAgo, longAgo);
    const keptHtml = fs.readFileSync(kept, "utf8");
    const edited = write("blog/a/index.html", page("after()"), new Date(Date.now() + 60_000));

    const second = startPagePasses(publicDirectory, recordFile);
    expect(rewritePages(second, allPages)).toMatchObject({ read: 1, of: 2 });
    // The kernel's coarse clock can stamp the rewrite a few milliseconds before the record's time.
    fs.utimesSync(edited, longAgo, longAgo);
    expect(fs.readFileSync(kept, "utf8")).toBe(keptHtml);
    expect(fs.readFileSync(edited, "utf8")).toContain(`<script id="${LOADER_ID}"`);
    expect(hashScripts(second)).toEqual(inlineScriptHashes([keptHtml, fs.readFileSync(edited, "utf8")]));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("new chunk lists make the passes take every page again", () => {
  const { root, publicDirectory, write, recordFile } = project();
  try {
    const kept = write("index.html", page("kept()"));
    const first = startPagePasses(publicDirectory, recordFile);
    rewritePages(first, allPages);
    hashScripts(first);
    fs.utimesSync(kept, longAgo, longAgo);
    write(ISLAND_CHUNKS_FILE, JSON.stringify({ ...LISTS, islands: { "site-header": ["/island-3.js"] } }));
    const second = startPagePasses(publicDirectory, recordFile);
    expect(rewritePages(second, allPages)).toMatchObject({ read: 1, of: 1 });
    expect(fs.readFileSync(kept, "utf8")).toContain("/island-3.js");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
