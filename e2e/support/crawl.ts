import type { Page } from "playwright-core";
import { baseUrl, type PageProblems } from "./browser";
import { isNotFoundPagePath } from "./sitemap";

/**
 * What the link check knows of a page of the served build: read from the live DOM once React has
 * hydrated it (links rendered by React included), with what the page logged while it was open.
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

/** The ids and links of the hydrated page in the tab. */
export async function readLinks(page: Page): Promise<Pick<CrawledPage, "notFound" | "ids" | "links">> {
  const { pagePath, ...read } = await page.evaluate(() => ({
    pagePath: (window as Window & { pagePath?: string }).pagePath ?? "",
    ids: [...document.querySelectorAll("[id], a[name]")].map((element) => element.id || element.getAttribute("name") || ""),
    links: [...document.querySelectorAll("a, area")].map((anchor) => ({
      href: anchor.getAttribute("href"),
      resolved: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
      text: (anchor.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50) || (anchor.getAttribute("aria-label") ?? ""),
    })),
  }));
  return { notFound: isNotFoundPagePath(pagePath), ...read };
}

/** The gate's record of a page: what was read of it, and a copy of what it has logged so far. */
export function crawledPage(path: string, status: number, read: Pick<CrawledPage, "notFound" | "ids" | "links">, problems: PageProblems): CrawledPage {
  return { path, status, ...read, consoleErrors: [...problems.consoleErrors], pageErrors: [...problems.pageErrors] };
}

/**
 * Follows every internal link of the pages already read to the pages not read yet (a moved
 * route, a page no sitemap lists, a broken link's target), breadth-first, until every page
 * reachable from them has been read with `load`.
 */
export async function crawlOnward(pages: Map<string, CrawledPage>, load: (path: string) => Promise<CrawledPage>): Promise<void> {
  const queue = [...pages.values()];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    if (page.status !== 200 || page.notFound) continue;
    for (const link of page.links) {
      const next = link.href ? sitePagePath(link.resolved) : undefined;
      if (next === undefined || pages.has(next)) continue;
      const loaded = await load(next);
      pages.set(next, loaded);
      queue.push(loaded);
    }
  }
}
