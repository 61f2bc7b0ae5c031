import fs from "fs";
import path from "path";
import { openPage, visit, useBrowser } from "./support/browser";
import { expectNoProblems } from "./support/page-checks";
import { sitemapPaths } from "./support/sitemap";
import { caseStudies } from "./support/content";
import { formsInBuild } from "./support/enquiry-forms";
import { PAGE_ROUTES } from "../gatsby/routes/routes";
import { INPUT_READY_MARK } from "../src/islands/attributes";

jest.setTimeout(90_000);

/** docs/performance.md "Scripts after the first paint": gatsby/page-scripts/scripts-after-first-paint.ts, applied after every build. */
const PUBLIC = path.resolve("public");
const pageHtml = (route: string) => fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");

const browser = useBrowser();

test.each([...sitemapPaths(), "/404"])("%s loads its scripts through the after-paint loader, with no script tag of its own", (route) => {
  const html = pageHtml(route);
  expect(html).not.toMatch(/<script\b[^>]*\basync\b[^>]*>/);
  const sources = /<script id="gatsby-scripts-after-paint" data-src="([^"]+)">/.exec(html)?.[1]?.split(" ") ?? [];
  expect(sources).toEqual([
    expect.stringMatching(/^\/webpack-runtime-[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/framework-[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/app-[0-9a-f]+\.js$/),
  ]);
  for (const source of sources) expect(fs.existsSync(path.join(PUBLIC, source))).toBe(true);
});

/** The home page, the first page of each enquiry form and a case study (those the build holds). */
const SAMPLE_ROUTES = [...new Set([PAGE_ROUTES.PageJson("index"), ...formsInBuild().map((form) => form.route), caseStudies()[0]?.path])].filter(
  (route): route is string => route !== undefined,
);

test.each(SAMPLE_ROUTES)("%s paints its content before any script is added, then arms its islands", async (route) => {
  const { page, context, problems } = await openPage(browser());
  await page.addInitScript(() => {
    const added: { src: string; at: number }[] = [];
    Object.assign(window, { __scriptsAdded: added });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) added.push({ src: new URL(node.src).pathname, at: performance.now() });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await visit(page, route);
  const timeline = await page.evaluate(
    (INPUT_READY_MARK) => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      inputReady: performance.getEntriesByName(INPUT_READY_MARK)[0]?.startTime ?? -1,
      added: (window as Window & { __scriptsAdded?: { src: string; at: number }[] }).__scriptsAdded ?? [],
    }),
    INPUT_READY_MARK,
  );
  expect(timeline.firstContentfulPaint).toBeGreaterThan(0);
  const runtime = timeline.added.filter(({ src }) => /^\/(webpack-runtime|framework|app)-/.test(src));
  expect(runtime).toHaveLength(3);
  for (const script of timeline.added) expect(script.at).toBeGreaterThanOrEqual(timeline.firstContentfulPaint);
  expect(timeline.inputReady).toBeGreaterThan(timeline.firstContentfulPaint);
  expectNoProblems(problems);
  await context.close();
});
