import { ISLAND_CHUNKS_ID, type IslandChunks } from "../island-chunks";
import { preloadIslandChunks } from "../preload-island-chunks";

const CHUNKS: IslandChunks = {
  page: ["/commons-1.js", "/component-1.js"],
  islands: { "contact-page-form": ["/island-1.js", "/supabase-1.js", "/toasts-1.js"], "site-header": ["/island-2.js"] },
};

function pageWith(chunks: IslandChunks | undefined) {
  document.head.innerHTML = "";
  document.body.innerHTML = chunks ? `<script type="application/json" id="${ISLAND_CHUNKS_ID}">${JSON.stringify(chunks)}</script>` : "";
}

/** The chunk scripts the page requests, in order, and whether they wait for nothing (async). */
const requested = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => ({ src: script.getAttribute("src"), async: script.async }));

test("a due island's scripts are all requested at once, as webpack's own chunk scripts: its chunk and everything its code imports on demand", () => {
  pageWith(CHUNKS);
  preloadIslandChunks("contact-page-form");
  expect(requested()).toEqual(["/island-1.js", "/supabase-1.js", "/toasts-1.js"].map((src) => ({ src, async: true })));
});

test("what the page already requested, by any spelling of its address, is not asked for again", () => {
  pageWith(CHUNKS);
  const script = document.createElement("script");
  script.src = new URL("/island-1.js", document.baseURI).href;
  document.body.append(script);
  preloadIslandChunks("contact-page-form");
  preloadIslandChunks("contact-page-form");
  // Document order: the two new ones in the head, the page's own in the body.
  expect(requested().map((chunk) => chunk.src)).toEqual(["/supabase-1.js", "/toasts-1.js", script.src]);
});

test("an island the lists do not name, or a page without lists, preloads nothing", () => {
  pageWith(CHUNKS);
  preloadIslandChunks("faq-accordion");
  pageWith(undefined);
  preloadIslandChunks("contact-page-form");
  expect(requested()).toEqual([]);
});
