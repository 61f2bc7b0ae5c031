import fs from "fs";
import path from "path";
import type { BrowserContext } from "playwright-core";
import { DESKTOP, REFLOW_WIDTH, openContext, openPageIn, useBrowser } from "./browser";
import type { CrawledPage } from "./crawl";
import { linkCheck } from "./link-check";
import { auditPage, noFindings, openAuditContext, openAuditTab, readServerHtmlInTab, type AuditTab, type ViewportName } from "./page-audit";
import { MISSING_PATH } from "./sitemap";
import { routesToAudit } from "./routes-to-audit";

/** How many tabs a page's built HTML holds (the server render of every tab section): the audit must have switched to every one. */
function tabsInBuild(route: string): number {
  const file = path.join(path.resolve("public"), route, "index.html");
  return fs.existsSync(file) ? (fs.readFileSync(file, "utf8").match(/role="tab"/g) ?? []).length : 0;
}

/**
 * The accessibility gate at one width: the routes of the build's sitemap that routesToAudit picks
 * (every page made of sections, and the richest routes of each collection's template: a new page
 * is covered as soon as it exists) and the 404 page. Each test collects every problem of a page
 * before asserting, so one failure lists all fixes for that page. One file per width, so jest's
 * two workers share the work. At desktop width the link check follows, on the pages the audit has
 * loaded and every other route of the sitemap, read as server HTML with scripts off: each route is
 * visited once at that width, and a thousand articles cost a thousand cheap loads, not hydrations.
 */
export function accessibilitySuite(viewport: ViewportName) {
  jest.setTimeout(120_000);
  const browser = useBrowser();
  let context: BrowserContext;
  let tab: AuditTab;
  beforeAll(async () => {
    context = await openAuditContext(browser(), viewport);
    tab = await openAuditTab(context);
  });
  afterAll(async () => {
    await context?.close();
  });
  const clean = noFindings();
  const crawled = new Map<string, CrawledPage>();

  test.each([...routesToAudit(), MISSING_PATH])(
    `%s at ${viewport} width: axe (WCAG 2.2 A/AA, also with accordions opened, tabs switched, menus open), headings, images, no sideways scrolling${viewport === "phone" ? ` (nor at ${REFLOW_WIDTH} px), nothing cut off with WCAG text spacing` : ""}, 24 px targets, every control reachable by Tab with a visible focus never under the header, skip link, no script errors or CSP violations, chosen items shown, surfaces and chosen items visible in forced colours${viewport === "desktop" ? ", printed black on white, unfolded, links' addresses shown, without the screen's navigation or forms" : ""}`,
    async (route) => {
      const { tabs, tabStops, crawled: page, ...findings } = await auditPage(tab, route, viewport);
      crawled.set(route, page);
      expect(findings).toEqual(clean);
      expect(tabStops).toBeGreaterThan(3);
      expect(tabs).toBe(tabsInBuild(route));
    },
  );

  if (viewport === "desktop") {
    // Tabs with scripts off, one per load under way (the link check loads a few at a time).
    let withoutScripts: Promise<BrowserContext> | undefined;
    const idleTabs: Array<Awaited<ReturnType<typeof openPageIn>>> = [];
    afterAll(async () => {
      await (await withoutScripts)?.close();
    });
    linkCheck(crawled, async (path) => {
      withoutScripts ??= openContext(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
      const serverHtmlTab = idleTabs.pop() ?? (await openPageIn(await withoutScripts));
      try {
        return await readServerHtmlInTab(serverHtmlTab, path);
      } finally {
        idleTabs.push(serverHtmlTab);
      }
    });
  }
}
