// What a visitor's first search downloads: on a page with the search field (the list page), a fresh
// browser context types the query at once (one input event, as a paste or a fast typist whose
// keystrokes arrive before Pagefind has loaded), waits until the results are shown and sums the
// bytes (headers and body) of every request to the search index's folder (Pagefind's module and worker, its
// WebAssembly, the index chunks and the fragments of the results shown), as transferred (gzip).
import { launchBrowser } from "./main-thread.mjs";

export const SEARCH_FOLDER = "/pagefind/";

/** `{ bytes, requests, results }` of the first query `query` on `url`. */
export async function firstSearch(url, query) {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Playwright's events, not a CDP session on the page: Pagefind fetches the index from a web worker.
    const inFolder = (request) => new URL(request.url()).pathname.startsWith(SEARCH_FOLDER);
    const sizes = [];
    let started = 0;
    let ended = 0;
    let onEnded = () => undefined;
    const end = () => {
      ended += 1;
      onEnded();
    };
    context.on("request", (request) => {
      if (inFolder(request)) started += 1;
    });
    context.on("requestfinished", (request) => {
      if (!inFolder(request)) return;
      sizes.push(request.sizes());
      end();
    });
    context.on("requestfailed", (request) => {
      if (inFolder(request)) end();
    });
    await page.goto(url, { waitUntil: "load" });
    const field = page.getByRole("searchbox");
    await field.fill(query);
    const results = page.getByRole("search").locator("xpath=following-sibling::ol[1]/li");
    await results.first().waitFor({ timeout: 30_000 });
    // The results show once every fragment of their page has arrived; their requests' last events may follow.
    await new Promise((resolve) => {
      onEnded = () => ended === started && resolve();
      onEnded();
    });
    const measured = await Promise.all(sizes);
    const bytes = measured.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
    return { bytes, requests: measured.length, results: await results.count() };
  } finally {
    await context.close();
    await browser.close();
  }
}
