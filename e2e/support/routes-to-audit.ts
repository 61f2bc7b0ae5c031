import fs from "fs";
import path from "path";
import { builtPageDataFile } from "../../gatsby/files/built-html";
import { sectionPageFiles } from "../../gatsby/routes/page-files";
import { sitemapPaths } from "./sitemap";

/** Of the routes one template renders from the items of a collection, how many the page-level checks visit. */
export const ROUTES_PER_TEMPLATE = 1;

/** The page component that rendered a built route, as its page data names it. */
function templateOf(publicDirectory: string, route: string): string {
  const file = builtPageDataFile(publicDirectory, route);
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName;
}

function htmlBytes(publicDirectory: string, route: string): number {
  return fs.statSync(path.join(publicDirectory, route, "index.html")).size;
}

/**
 * The sitemap routes that the page-level checks (the accessibility audit, the CSS and layout checks)
 * visit, in sitemap order. Every page made of sections (data/pages, data/services) is a design of its
 * own, so each is visited. Every other route is one of many that a template renders from a collection
 * that grows without bound (articles, case studies, category pages, a listing's numbered pages):
 * they share markup and styles and differ in content. Per template, the checks visit the
 * ROUTES_PER_TEMPLATE routes with the most built HTML (then by route), where contrast, overflow and
 * headings have the most to go wrong. The checks then cost the same with ten articles or a thousand;
 * every route is still loaded by the link check (as server HTML: its links, anchors and files) and
 * read by the per-route tests of headers, metadata, scripts and feeds.
 */
export function routesToAudit(publicDirectory = path.resolve("public"), dataDirectory = path.resolve("data")): string[] {
  return sampleOfRoutes(sitemapPaths(publicDirectory), publicDirectory, dataDirectory);
}

/** Of `routes` (built in publicDirectory), the pages made of sections and, per template, the ROUTES_PER_TEMPLATE richest others (see routesToAudit). */
export function sampleOfRoutes(routes: string[], publicDirectory: string, dataDirectory: string): string[] {
  const ownDesign = new Set(sectionPageFiles(dataDirectory).map((file) => file.route));
  const byTemplate = new Map<string, string[]>();
  for (const route of routes.filter((candidate) => !ownDesign.has(candidate))) {
    const template = templateOf(publicDirectory, route);
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), route]);
  }
  const sampled = new Set(
    [...byTemplate.values()].flatMap((group) =>
      group
        .map((route) => ({ route, bytes: htmlBytes(publicDirectory, route) }))
        .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route))
        .slice(0, ROUTES_PER_TEMPLATE)
        .map(({ route }) => route),
    ),
  );
  return routes.filter((route) => ownDesign.has(route) || sampled.has(route));
}
