import type { Browser } from "playwright-core";
import { connectBrowser, url } from "./support/browser";
import { crawlSite, sitePagePath, type CrawledPage } from "./support/crawl";
import { brokenLinks, missingAnchors, placeholderLinks, scriptProblems, unsafeNewTabLinks } from "./support/link-checks";
import { sitemapPaths } from "./support/sitemap";

/**
 * The link integrity gate: a crawl of the production build from "/" (and every sitemap URL) that
 * follows every internal link it finds in the hydrated pages.
 */
jest.setTimeout(180_000);

let browser: Browser;
let pages: Map<string, CrawledPage>;
beforeAll(async () => {
  browser = await connectBrowser();
  pages = await crawlSite(browser, ["/", ...sitemapPaths()]);
});
afterAll(async () => {
  await browser?.close();
});

const crawled = () => [...pages.values()].filter((page) => page.status === 200 && !page.notFound);

test("the crawl reached the home page and every page in the sitemap", () => {
  const reached = new Set(crawled().map((page) => page.path));
  expect(sitemapPaths().filter((path) => !reached.has(path))).toEqual([]);
  expect(reached.has("/")).toBe(true);
});

test("every internal link resolves to a real page (200, not the 404 page)", () => {
  expect(brokenLinks(pages)).toEqual([]);
});

test("links to files of the site (sitemap, images, documents) answer 200", async () => {
  const files = new Map<string, string>();
  for (const page of crawled()) {
    for (const link of page.links) {
      const target = new URL(link.resolved);
      if (link.href && target.origin === new URL(url("/")).origin && sitePagePath(link.resolved) === undefined) {
        files.set(target.pathname, `${page.path}: "${link.text}" → ${link.href}`);
      }
    }
  }
  const failing: string[] = [];
  for (const [pathname, where] of files) {
    const response = await fetch(url(pathname), { method: "HEAD" });
    if (response.status !== 200) failing.push(`${where} answers ${response.status}`);
  }
  expect(failing).toEqual([]);
});

test("every #anchor exists on the page it points to", () => {
  expect(missingAnchors(pages)).toEqual([]);
});

test('no placeholder links: every <a> has a real href (not empty, not "#", not javascript:)', () => {
  expect(placeholderLinks(pages)).toEqual([]);
});

test('every target="_blank" link has rel="noopener noreferrer"', () => {
  expect(unsafeNewTabLinks(pages)).toEqual([]);
});

test("no page logs a console error or throws an uncaught exception", () => {
  expect(scriptProblems(pages)).toEqual([]);
});

/** The checks notice what they are for, on a made-up crawl of two pages. */
test("the checks report a broken link, a missing anchor, a placeholder, an unsafe new tab and a console error", () => {
  const link = (href: string | null, extra: Partial<CrawledPage["links"][number]> = {}) => ({
    href,
    resolved: href === null ? "" : new URL(href, url("/a")).href,
    target: null,
    rel: null,
    text: "t",
    ...extra,
  });
  const page = (path: string, overrides: Partial<CrawledPage>): CrawledPage => ({
    path,
    status: 200,
    notFound: false,
    ids: [],
    links: [],
    consoleErrors: [],
    pageErrors: [],
    ...overrides,
  });
  const fake = new Map<string, CrawledPage>([
    [
      "/a",
      page("/a", {
        links: [link("/gone"), link("/b#nowhere"), link("/b#there"), link("#"), link("https://x.example/", { target: "_blank", rel: "noopener" })],
        consoleErrors: ["boom"],
      }),
    ],
    ["/b", page("/b", { ids: ["there"] })],
    ["/gone", page("/gone", { status: 404, notFound: true })],
  ]);
  expect(brokenLinks(fake)).toEqual(['/a: "t" → /gone answers 404 with the 404 page']);
  expect(missingAnchors(fake)).toEqual(['/a: "t" → /b#nowhere: no element with id "nowhere" on /b']);
  expect(placeholderLinks(fake)).toEqual(['/a: "t" has href="#"']);
  expect(unsafeNewTabLinks(fake)).toEqual(['/a: "t" → https://x.example/ has rel="noopener"']);
  expect(scriptProblems(fake)).toEqual(["/a: console error: boom"]);
});
