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

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ href: link.getAttribute("href"), as: link.getAttribute("as") }));

test("a due island's scripts are all preloaded at once, as scripts: its chunk and everything its code imports on demand", () => {
  pageWith(CHUNKS);
  preloadIslandChunks("contact-page-form");
  expect(preloads()).toEqual(["/island-1.js", "/supabase-1.js", "/toasts-1.js"].map((href) => ({ href, as: "script" })));
});

test("what the page already requested, as a script or a preload, is not asked for again", () => {
  pageWith(CHUNKS);
  const script = document.createElement("script");
  script.src = "/island-1.js";
  document.body.append(script);
  preloadIslandChunks("contact-page-form");
  preloadIslandChunks("contact-page-form");
  expect(preloads().map((link) => link.href)).toEqual(["/supabase-1.js", "/toasts-1.js"]);
});

test("an island the lists do not name, or a page without lists, preloads nothing", () => {
  pageWith(CHUNKS);
  preloadIslandChunks("faq-accordion");
  pageWith(undefined);
  preloadIslandChunks("contact-page-form");
  expect(preloads()).toEqual([]);
});
