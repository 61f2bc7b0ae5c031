import { baseUrl, url } from "./support/browser";
import { decode, headTags, metaContent } from "./support/built-head";
import { movedPages } from "../gatsby/routes/moved-pages";
import { resolveSiteUrl } from "../gatsby/env/site-url";
import { dataFile } from "./support/content";
import { isNotFoundPagePath } from "./support/sitemap";
import commonSchema from "../data/schemas/common.schema.json";

jest.setTimeout(120_000);

/** The origin the build publishes under: SITE_URL, else data/site.json (as gatsby-config reads it). */
const SITE_URL = resolveSiteUrl();
const site = dataFile<{ language: string; titleTemplate: string }>("site.json");
/** The longest <title> a page can have: a seo.title as long as the schema allows, in the site's titleTemplate. */
const MAX_TITLE = commonSchema.definitions.seo.properties.title.maxLength + site.titleTemplate.replace("%s", "").length;
/** The longest description: a page's, or one filled in from parts (a category's page) kept to it. */
const MAX_DESCRIPTION = commonSchema.definitions.seo.properties.description.maxLength;

let sitemapPaths: string[];
beforeAll(async () => {
  const index = await (await fetch(url("/sitemap-index.xml"))).text();
  expect(index).toContain(`${SITE_URL}/sitemap-0.xml`);
  const sitemap = await (await fetch(url("/sitemap-0.xml"))).text();
  sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").replace(SITE_URL, "") || "/");
});

test("robots.txt allows crawling and names the absolute sitemap", async () => {
  const robots = await (await fetch(url("/robots.txt"))).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
});

test("the sitemap lists the home page and no 404 page or moved address", () => {
  expect(sitemapPaths).toContain("/");
  const moved = new Set(movedPages().map(({ fromPath }) => fromPath));
  expect(sitemapPaths.filter((path) => isNotFoundPagePath(path) || moved.has(path))).toEqual([]);
});

/**
 * The head of a page as served: what a search engine's first pass, a social network and a feed
 * reader read, with no script run (Gatsby renders every page's head at build time).
 */
function servedHead(html: string) {
  const meta = (key: string) => metaContent(html, key) ?? null;
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? null,
    title: decode(/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? ""),
    description: meta("description"),
    keywords: meta("keywords"),
    robots: meta("robots"),
    canonical: headTags(html, "link").find((link) => link.rel === "canonical")?.href ?? null,
    ogTitle: meta("og:title"),
    ogUrl: meta("og:url"),
    ogType: meta("og:type"),
    ogImage: meta("og:image"),
    ogImageWidth: meta("og:image:width"),
    twitterCard: meta("twitter:card"),
    icons: headTags(html, "link")
      .filter((link) => /(^|\s)(icon|apple-touch-icon|manifest)(\s|$)/.test(link.rel ?? ""))
      .map((link) => link.href ?? ""),
    jsonLd: [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? ""),
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
  };
}

test("every page in the sitemap has complete, self-consistent metadata in the HTML it is served as", async () => {
  const files = new Set<string>();
  for (const path of sitemapPaths) {
    const response = await fetch(url(path));
    const where = `on ${path}`;
    expect([where, response.status]).toEqual([where, 200]);
    const head = servedHead(await response.text());
    expect([where, head.lang]).toEqual([where, site.language]);
    expect([where, head.title.length > 0 && head.title.length <= MAX_TITLE]).toEqual([where, true]);
    expect([where, (head.description ?? "").length >= 50 && (head.description ?? "").length <= MAX_DESCRIPTION]).toEqual([where, true]);
    expect([where, (head.keywords ?? "").length > 0]).toEqual([where, true]);
    expect([where, head.robots]).toEqual([where, "index,follow"]);
    expect([where, head.canonical]).toEqual([where, `${SITE_URL}${path === "/" ? "/" : path}`]);
    expect([where, head.ogUrl]).toEqual([where, head.canonical]);
    expect([where, head.ogTitle]).toEqual([where, head.title]);
    expect([where, head.ogType === "website"]).toEqual([where, true]);
    expect([where, head.ogImage?.startsWith(`${SITE_URL}/`)]).toEqual([where, true]);
    expect([where, Number(head.ogImageWidth) > 0]).toEqual([where, true]);
    expect([where, head.twitterCard]).toEqual([where, "summary_large_image"]);
    expect([where, head.h1Count]).toEqual([where, 1]);
    expect([where, head.icons.length > 0]).toEqual([where, true]);
    for (const script of head.jsonLd) expect(() => JSON.parse(script) as unknown).not.toThrow();
    // The social image and the icons must really exist on the host.
    files.add(new URL(head.ogImage ?? "/").pathname);
    for (const icon of head.icons) files.add(new URL(icon, url(path)).pathname);
  }
  for (const file of files) {
    const response = await fetch(`${baseUrl()}${file}`);
    // Read to the end, so the connection is free again when the test ends.
    await response.arrayBuffer();
    expect([file, response.status]).toEqual([file, 200]);
  }
});

test("the icons and manifest are served", async () => {
  for (const path of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest", "/icon-192.png"]) {
    const response = await fetch(url(path));
    await response.arrayBuffer();
    expect([path, response.status]).toEqual([path, 200]);
  }
});
