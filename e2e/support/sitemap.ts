import fs from "fs";
import path from "path";

/**
 * The routes of the build under test, read from its own sitemap (public/sitemap-index.xml and the
 * sitemap-*.xml files it lists). Gates that iterate over these cover a page the moment it is
 * built, without anyone adding it to a test. Read synchronously, because jest needs the list
 * while it collects the tests.
 */
const PUBLIC = path.resolve("public");

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.trim() ?? "");
}

export function sitemapPaths(publicDirectory = PUBLIC): string[] {
  const index = fs.readFileSync(path.join(publicDirectory, "sitemap-index.xml"), "utf8");
  const paths = locations(index).flatMap((sitemapUrl) => {
    const file = path.join(publicDirectory, path.basename(new URL(sitemapUrl).pathname));
    // The site's own paths (as its routes and files name them), not the URLs' percent-encoded ones.
    return locations(fs.readFileSync(file, "utf8")).map((pageUrl) => decodeURIComponent(new URL(pageUrl).pathname));
  });
  if (paths.length === 0) throw new Error("The sitemap lists no page: is public/ a complete build?");
  return [...new Set(paths)].sort();
}

/** A path no build will ever have: the host answers it with 404.html. */
export const MISSING_PATH = "/quality-gate-missing-page";

/** Whether a route is one of the addresses of Gatsby's 404 page (/404, /404/, /404.html), not a page whose address merely holds "404". */
export const isNotFoundPagePath = (route: string): boolean => /^\/404(\.html|\/)?$/.test(route);
