import type { Browser } from "playwright-core";
import { baseUrl, openPage, url, waitForHydration } from "./browser";

/**
 * A crawl of the served build in a real browser: each page is loaded and hydrated, and what a
 * visitor could click is read from the live DOM (links rendered by React included).
 */
export type FoundLink = { href: string | null; resolved: string; target: string | null; rel: string | null; text: string };

export type CrawledPage = {
  path: string;
  status: number;
  /** Gatsby rendered its 404 page (window.pagePath is the 404 page's), whatever the status. */
  notFound: boolean;
  ids: string[];
  links: FoundLink[];
  consoleErrors: string[];
  pageErrors: string[];
};

/** "/contact" for an HTML page of this site; undefined for other origins and for files such as /sitemap-index.xml. */
export function sitePagePath(resolved: string): string | undefined {
  const target = new URL(resolved);
  if (target.origin !== new URL(baseUrl()).origin) return undefined;
  return /\.[a-z0-9]+$/i.test(target.pathname) && !target.pathname.endsWith(".html") ? undefined : target.pathname;
}

async function crawlPage(browser: Browser, path: string): Promise<CrawledPage> {
  const { page, context, problems } = await openPage(browser);
  try {
    const response = await page.goto(url(path));
    await waitForHydration(page);
    const snapshot = await page.evaluate(() => ({
      notFound: /^\/404(\.html|\/)?$/.test((window as Window & { pagePath?: string }).pagePath ?? ""),
      ids: [...document.querySelectorAll("[id], a[name]")].map((element) => element.id || element.getAttribute("name") || ""),
      links: [...document.querySelectorAll("a, area")].map((anchor) => ({
        href: anchor.getAttribute("href"),
        resolved: (anchor as HTMLAnchorElement).href,
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel"),
        text: (anchor.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50) || (anchor.getAttribute("aria-label") ?? ""),
      })),
    }));
    return { path, status: response?.status() ?? 0, ...snapshot, ...problems };
  } finally {
    await context.close();
  }
}

/** Breadth-first from the seeds over every internal link, a few pages at a time. */
export async function crawlSite(browser: Browser, seeds: string[], concurrency = 3): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>();
  const queued = new Set(seeds);
  const queue = [...seeds];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const crawled = await crawlPage(browser, path);
      pages.set(path, crawled);
      if (crawled.status !== 200 || crawled.notFound) continue;
      for (const link of crawled.links) {
        const next = link.href ? sitePagePath(link.resolved) : undefined;
        if (next !== undefined && !queued.has(next)) {
          queued.add(next);
          queue.push(next);
        }
      }
    }
  };
  // Workers take new paths as earlier pages reveal them; one that finds the queue empty stops,
  // so keep starting rounds until nothing is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, worker));
  return pages;
}
