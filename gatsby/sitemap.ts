import fs from "fs";
import path from "path";
import { movedPages } from "./moved-pages";

/**
 * gatsby-plugin-sitemap options: only pages meant to be found. The 404 pages and the moved pages'
 * forwarding stubs (data/site.json `movedPages`) stay out by path; any other page stays out when
 * its built HTML says `noindex`. The HTML is what search engines read, so it is the one place that
 * knows, whichever data file set the flag.
 */
const NOT_FOUND_PAGES = ["/404", "/404.html", "/dev-404-page"];

const ROBOTS_META = /<meta\b[^>]*\bname=["']robots["'][^>]*>/i;

type SitemapPage = { path: string };

/** Whether the built page at `pagePath` carries a robots meta tag with `noindex`. */
export function isNoIndexPage(publicDirectory: string, pagePath: string): boolean {
  const file = path.join(publicDirectory, pagePath, "index.html");
  if (!fs.existsSync(file)) return false;
  const tag = ROBOTS_META.exec(fs.readFileSync(file, "utf8"))?.[0] ?? "";
  return /\bnoindex\b/i.test(tag);
}

export function listedPages(pages: SitemapPage[], publicDirectory = path.resolve("public"), dataDirectory = path.resolve("data")): SitemapPage[] {
  const neverListed = new Set([...NOT_FOUND_PAGES, ...movedPages(dataDirectory).map(({ fromPath }) => fromPath)]);
  return pages.filter((page) => !neverListed.has(page.path) && !isNoIndexPage(publicDirectory, page.path));
}

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path } }
  }`,
  resolveSiteUrl: () => process.env.SITE_URL_RESOLVED,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => listedPages(allSitePage.nodes),
  serialize: ({ path: url }: SitemapPage) => ({ url, changefreq: "monthly", priority: url === "/" ? 1 : 0.7 }),
};
