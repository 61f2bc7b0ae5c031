import fs from "fs";
import path from "path";
import { builtHtml } from "../files/built-html";
import { BLOG_ORDER, sortCollection } from "../listings/collection-order";
import { lastModifiedDates, type DatedPage } from "./last-modified";
import { movedPages } from "../routes/moved-pages";
import { PAGE_KINDS } from "../routes/routes";

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
  const tag = ROBOTS_META.exec(builtHtml(publicDirectory, pagePath))?.[0] ?? "";
  return /\bnoindex\b/i.test(tag);
}

export function listedPages(pages: SitemapPage[], publicDirectory = path.resolve("public"), dataDirectory = path.resolve("data")): SitemapPage[] {
  const neverListed = new Set([...NOT_FOUND_PAGES, ...movedPages(dataDirectory).map(({ fromPath }) => fromPath)]);
  return pages.filter((page) => !neverListed.has(page.path) && !isNoIndexPage(publicDirectory, page.path));
}

type Nodes<T> = { nodes: T[] };
/** allSitePage, and the nodes of every routed kind under `all<Type>` (their dates are what lastmod reads). */
type SitemapData = { allSitePage: Nodes<SitemapPage> } & Record<string, Nodes<DatedPage>>;
type DatedSitemapPage = SitemapPage & { lastmod?: string };

const DATE_FIELDS = ["datePublished", "dateModified"] as const;

/** The date fields a routed kind's schema declares (data/schemas/<kind>.schema.json). */
function dateFieldsOf(schemaFile: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.resolve("data", "schemas", schemaFile), "utf8")) as { properties?: Record<string, unknown> };
  return DATE_FIELDS.filter((field) => field in (schema.properties ?? {}));
}

/** Every routed kind's pages with their dates: a new kind of gatsby/content/content-kinds.ts is dated with no edit here. */
const datedNodesQuery = () => PAGE_KINDS.map((kind) => `all${kind.typeName} { nodes { path ${dateFieldsOf(kind.schema).join(" ")} } }`).join("\n    ");

/**
 * The listed pages with their last-modified day (gatsby/feeds/last-modified.ts), from the dates of the
 * pages' nodes; a page made from no node of its own (a listing's later pages, a category's listing)
 * is dated like any list page, by the items it links to.
 */
export function datedPages(data: SitemapData, publicDirectory = path.resolve("public"), dataDirectory = path.resolve("data")): DatedSitemapPage[] {
  const { allSitePage, ...kinds } = data;
  const listed = listedPages(allSitePage.nodes, publicDirectory, dataDirectory);
  const nodes = Object.values(kinds).flatMap((kind) => kind.nodes);
  const ofNodes = new Set(nodes.map((node) => node.path));
  const dates = lastModifiedDates([...nodes, ...listed.filter((page) => !ofNodes.has(page.path)).map((page) => ({ path: page.path }))], (pagePath) =>
    builtHtml(publicDirectory, pagePath),
  );
  // The articles in the blog's order (gatsby/listings/collection-order.ts), after the other pages, as every list shows them.
  const articles = sortCollection(data.allBlogPostJson?.nodes ?? [], BLOG_ORDER, (node) => node.path);
  const rank = new Map(articles.map((node, index) => [node.path, index]));
  const ordered = [...listed].sort((a, b) => (rank.get(a.path) ?? -1) - (rank.get(b.path) ?? -1));
  return ordered.map((page) => ({ ...page, lastmod: dates.get(page.path) }));
}

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path } }
    ${datedNodesQuery()}
  }`,
  resolveSiteUrl: () => process.env.SITE_URL_RESOLVED,
  resolvePages: (data: SitemapData) => datedPages(data),
  serialize: ({ path: url, lastmod }: DatedSitemapPage) => ({ url, lastmod, changefreq: "monthly", priority: url === "/" ? 1 : 0.7 }),
};
