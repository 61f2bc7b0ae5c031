import { loadOnce } from "../lib/load-once";

/**
 * The site search in the browser: Pagefind's browser module and the index the build writes next to
 * it (gatsby/search/search-index.ts). Nothing of it is bundled: the module is fetched from the site's own
 * /pagefind/ folder the first time a visitor uses a search field (a dynamic import webpack leaves
 * alone), and it fetches only the parts of the index a query needs.
 */
export const SEARCH_INDEX_FOLDER = "/pagefind/";

/** One page that matches: its address, title and excerpt, as the index holds them. */
export type FoundPage = { url: string; title: string; excerpt: string };

/** What a query found: how many pages, and the details of any run of them, in rank order. */
export type SearchAnswer = { count: number; pages: (from: number, to: number) => Promise<FoundPage[]> };

type PagefindResult = { data: () => Promise<{ url: string; meta: Partial<Record<string, string>> }> };
type Pagefind = {
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

/** Loads Pagefind once per visit; a failed load is retried on the next use (src/lib/load-once.ts). */
export const loadSearch = loadOnce(async () => {
  const pagefind = (await import(/* webpackIgnore: true */ `${SEARCH_INDEX_FOLDER}pagefind.js`)) as Pagefind;
  await pagefind.init();
  return pagefind;
});

export async function searchSite(query: string): Promise<SearchAnswer> {
  const pagefind = await loadSearch();
  const results = (await pagefind.search(query))?.results ?? [];
  return {
    count: results.length,
    pages: (from, to) =>
      Promise.all(
        results.slice(from, to).map(async (result) => {
          const { url, meta } = await result.data();
          return { url, title: meta.title ?? url, excerpt: meta.excerpt ?? "" };
        }),
      ),
  };
}
