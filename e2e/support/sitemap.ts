import fs from "fs";
import path from "path";

/**
 * The routes of the build under test, read from its own sitemap (public/sitemap-index.xml and the
 * sitemap-*.xml files it lists). Gates that iterate over these cover a page the moment it is
 * built, without anyone adding it to a test. Read synchronously, because jest needs the list
 * while it collects the tests.
 */
const PUBLIC = path.resolve("public");

/** The site's own path of a URL (as its routes and files name the page), not its percent-encoded one ("/blog/category/日本語"). */
export const sitePathOf = (url: string, base?: string): string => decodeURIComponent(new URL(url, base).pathname);

const firstMatch = (xml: string, tag: string): string | undefined => new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(xml)?.[1]?.trim();

/** Every entry of the sitemap files the index lists: its page's path and its lastmod, in the files' order. */
export function sitemapEntries(publicDirectory = PUBLIC): Array<{ path: string; lastmod?: string }> {
  const index = fs.readFileSync(path.join(publicDirectory, "sitemap-index.xml"), "utf8");
  return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, sitemapUrl = ""]) => {
    const xml = fs.readFileSync(path.join(publicDirectory, path.basename(new URL(sitemapUrl.trim()).pathname)), "utf8");
    return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""]) => ({
      path: sitePathOf(firstMatch(entry, "loc") ?? ""),
      lastmod: firstMatch(entry, "lastmod"),
    }));
  });
}

export function sitemapPaths(publicDirectory = PUBLIC): string[] {
  const paths = sitemapEntries(publicDirectory).map((entry) => entry.path);
  if (paths.length === 0) throw new Error("The sitemap lists no page: is public/ a complete build?");
  return [...new Set(paths)].sort();
}

/** A path no build will ever have: the host answers it with 404.html. */
export const MISSING_PATH = "/quality-gate-missing-page";

/** Whether a route is one of the addresses of Gatsby's 404 page (/404, /404/, /404.html), not a page whose address merely holds "404". */
export const isNotFoundPagePath = (route: string): boolean => /^\/404(\.html|\/)?$/.test(route);
