// What a visitor's first search downloads: on a page with the search field (the list page), a fresh
// browser context types the query at once (one input event, as a paste or a fast typist whose
// keystrokes arrive before Pagefind has loaded), waits until the results are shown and sums the
// bytes of every request to the search index's folder (Pagefind's module and worker, its
// WebAssembly, the index chunks and the fragments of the results shown), as transferred (gzip).
import { launchBrowser } from "./main-thread.mjs";

export const SEARCH_FOLDER = "/pagefind/";

/** `{ bytes, requests, results }` of the first query `query` on `url`. */
export async function firstSearch(url, query) {
  const browser = await launchBrowser();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map();
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => urls.set(requestId, request.url));
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      if (!new URL(urls.get(requestId) ?? "http://x/").pathname.startsWith(SEARCH_FOLDER)) return;
      bytes += encodedDataLength;
      requests += 1;
    });
    await page.goto(url, { waitUntil: "load" });
    const field = page.getByRole("searchbox");
    await field.fill(query);
    const results = page.getByRole("search").locator("xpath=following-sibling::ol[1]/li");
    await results.first().waitFor({ timeout: 30_000 });
    // Every fragment of the first results page has arrived once the network is quiet.
    await page.waitForLoadState("networkidle");
    return { bytes, requests, results: await results.count() };
  } finally {
    await context.close();
    await browser.close();
  }
}
