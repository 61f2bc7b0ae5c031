import { url } from "./browser";
import { crawlOnward, sitePagePath, type CrawledPage } from "./crawl";
import { brokenLinks, missingAnchors, placeholderLinks, scriptProblems, unsafeNewTabLinks } from "./link-problems";
import { inLanes } from "./in-lanes";
import { sitemapPaths } from "./sitemap";

/** How many routes the link check loads at once: a load mostly waits for the server and the browser. */
const LOAD_LANES = 3;

/**
 * The link integrity gate, on the pages an audit has already loaded (their hydrated DOM) and every
 * other route of the sitemap, loaded with `load`: their links are followed to any page the sitemap
 * does not list, loaded the same way, and then every link of every page is checked. Declared after
 * the audit's own tests, so it runs once they have filled `pages`.
 */
export function linkCheck(pages: Map<string, CrawledPage>, load: (path: string) => Promise<CrawledPage>) {
  describe("links of every page", () => {
    // A ceiling against a hang, not a wait: the loads grow with the routes (a thousand articles are a
    // thousand loads), LOAD_LANES at a time.
    const routes = sitemapPaths();
    beforeAll(
      async () => {
        await inLanes(
          routes.filter((path) => !pages.has(path)),
          LOAD_LANES,
          async (path) => pages.set(path, await load(path)),
        );
        await crawlOnward(pages, load);
      },
      120_000 + routes.length * 500,
    );

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
  });
}
