import { chunkLists, type ChunkGroupShape } from "../page-scripts/island-chunk-lists";

/** A chunk group as webpack's graph has it: a name, the requests that made it, its chunks' files, the groups it can load. */
function group(files: string[], options: { name?: string; request?: string; children?: ChunkGroupShape[] } = {}): ChunkGroupShape {
  return {
    name: options.name ?? null,
    origins: [{ request: options.request ?? null }],
    chunks: files.map((file) => ({ files: [file, `${file}.map`] })),
    childrenIterable: options.children ?? [],
  };
}

test("an island's list is its chunk group's scripts, then those of every group its code can load, transitively, each once", () => {
  const notice = group(["not-sent-notice-1.js"], { name: "not-sent-notice" });
  const keep = group(["keep-for-later-1.js"], { name: "keep-for-later", children: [notice] });
  const supabase = group(["6e8d-1.js", "supabase-1.js"], { name: "supabase" });
  const toasts = group(["toasts-1.js"], { name: "toasts" });
  const form = group(["935-1.js", "island-1.js"], { request: "./forms/contact-page-form.island.tsx", children: [supabase, toasts, keep] });
  // Two paths to one group: listed once.
  const home = group(["island-2.js"], { request: "./forms/home-contact-form.island.tsx", children: [toasts, toasts] });

  const lists = chunkLists([form, home, supabase, toasts, keep, notice], "/");

  expect(lists.islands).toEqual({
    "contact-page-form": ["/935-1.js", "/island-1.js", "/6e8d-1.js", "/supabase-1.js", "/toasts-1.js", "/keep-for-later-1.js", "/not-sent-notice-1.js"],
    "home-contact-form": ["/island-2.js", "/toasts-1.js"],
  });
});

test("named groups (a page component's) are listed by name with their scripts only; groups of no island and no name are left out", () => {
  const component = group(["commons-1.js", "component---src-templates-page-tsx-1.js"], { name: "component---src-templates-page-tsx" });
  const lists = chunkLists([component, group(["7-1.js"], { request: "./lib/other" })], "/prefix/");
  expect(lists.named).toEqual({ "component---src-templates-page-tsx": ["/prefix/commons-1.js", "/prefix/component---src-templates-page-tsx-1.js"] });
  expect(lists.islands).toEqual({});
});

test("a group that loads itself again (a cycle) ends", () => {
  const cyclic: ChunkGroupShape = { ...group(["a-1.js"], { request: "./sections/faq-accordion.island.tsx" }), childrenIterable: [] };
  cyclic.childrenIterable = [cyclic];
  expect(chunkLists([cyclic], "/").islands).toEqual({ "faq-accordion": ["/a-1.js"] });
});
