import { baseUrl, openPage, url, useBrowser } from "./support/browser";
import { movedPages } from "../gatsby/moved-pages";
import { resolveSiteUrl } from "../gatsby/site-url";
import { dataFile } from "./support/content";
import commonSchema from "../data/schemas/common.schema.json";

jest.setTimeout(120_000);

/** The origin the build publishes under: SITE_URL, else data/site.json (as gatsby-config reads it). */
const SITE_URL = resolveSiteUrl();
const site = dataFile<{ language: string; titleTemplate: string }>("site.json");
/** The longest <title> a page can have: a seo.title as long as the schema allows, in the site's titleTemplate. */
const MAX_TITLE = commonSchema.definitions.seo.properties.title.maxLength + site.titleTemplate.replace("%s", "").length;

const browser = useBrowser();
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
  expect(sitemapPaths.filter((path) => path.includes("404") || moved.has(path))).toEqual([]);
});

test("every page in the sitemap has complete, self-consistent metadata", async () => {
  const { page, context } = await openPage(browser());
  const missingIcons: string[] = [];
  page.on("response", (response) => {
    if (/favicon|apple-touch-icon|icon-\d+|webmanifest/.test(response.url()) && response.status() >= 400) {
      missingIcons.push(response.url());
    }
  });
  for (const path of sitemapPaths) {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    const head = await page.evaluate(() => {
      const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
      return {
        lang: document.documentElement.lang,
        title: document.title,
        description: content('meta[name="description"]'),
        keywords: content('meta[name="keywords"]'),
        robots: content('meta[name="robots"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        ogTitle: content('meta[property="og:title"]'),
        ogUrl: content('meta[property="og:url"]'),
        ogType: content('meta[property="og:type"]'),
        ogImage: content('meta[property="og:image"]'),
        ogImageWidth: content('meta[property="og:image:width"]'),
        twitterCard: content('meta[name="twitter:card"]'),
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
        h1Count: document.querySelectorAll("h1").length,
      };
    });
    const where = `on ${path}`;
    expect([where, head.lang]).toEqual([where, site.language]);
    expect([where, head.title.length > 0 && head.title.length <= MAX_TITLE]).toEqual([where, true]);
    expect([where, (head.description ?? "").length >= 50]).toEqual([where, true]);
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
    for (const script of head.jsonLd) expect(() => JSON.parse(script) as unknown).not.toThrow();
    // The social image must really exist on the host.
    const image = await fetch(`${baseUrl()}${new URL(head.ogImage ?? "/").pathname}`);
    expect([where, image.status]).toEqual([where, 200]);
  }
  expect(missingIcons).toEqual([]);
  await context.close();
});

test("the icons and manifest are served", async () => {
  for (const path of ["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest", "/icon-192.png"]) {
    const response = await fetch(url(path));
    expect([path, response.status]).toEqual([path, 200]);
  }
});
