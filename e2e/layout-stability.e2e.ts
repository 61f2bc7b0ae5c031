import fs from "fs";
import path from "path";
import { DESKTOP, openPage, PHONE, url, visit, useBrowser } from "./support/browser";
import { CLS_BUDGET, layoutShifts, recordShifts, scrollThrough, totalShift } from "./support/layout-shifts";
import { contextualTies } from "./support/css-ties";
import { routesToAudit } from "./support/routes-to-audit";
import { expectNoProblems } from "./support/page-checks";
import { eventually } from "./support/eventually";
import { caseStudies, servicePages } from "./support/content";
import { formsInBuild } from "./support/enquiry-forms";
import { pagesWithSection } from "./support/section-pages";
import { PAGE_ROUTES } from "../gatsby/routes/routes";
import { GLOBAL_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from "../src/runtime/page-styles";
import { ITEM_COUNT_PROPERTY } from "../src/ui/item-grid";

// A case study and a service page of the data stand for their kinds of page.
const study = caseStudies()[0];
const service = servicePages()[0];

jest.setTimeout(120_000);

const PUBLIC = path.resolve("public");
/** The page listing case studies (the data/pages file with a caseStudyList section), if any. */
const studyList = pagesWithSection("caseStudyList")[0];
/** Pages with the shell's sticky header, images, entrance animations and each enquiry form, found by what their data and build hold. */
const ROUTES = [
  ...new Set(
    [PAGE_ROUTES.PageJson("index"), service?.path, studyList?.path, study?.path, ...formsInBuild().map((form) => form.route)].filter(
      (route): route is string => route !== undefined,
    ),
  ),
];

const scriptsHolding = (pattern: RegExp) =>
  fs
    .readdirSync(PUBLIC)
    .filter((file) => file.endsWith(".js") && pattern.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")))
    .map((file) => `/${file}`);
/** react-dom/server's browser build (its streaming renderer) — gatsby-plugin-image used to pull it in. */
const reactDomServerChunks = scriptsHolding(/renderToReadableStream/);

const browser = useBrowser();

test("the base CSS and the rules of the page's components are in the <head> of the built HTML, base first", () => {
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const styles = [...head.matchAll(/<style ([a-z-]+)=""[^>]*>([\s\S]*?)<\/style>/g)].map(([, attribute, css]) => ({ attribute, css: css ?? "" }));
  expect(styles.map((style) => style.attribute).slice(0, 2)).toEqual([GLOBAL_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE]);
  const [base, components] = styles;
  expect(base!.css).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing:\s*border-box;?\s*\}/);
  expect(base!.css).toMatch(/body\s*\{[^}]*margin:\s*0/);
  expect(components!.css).toMatch(/^\.[\w-]+\{/);
});

/** The routes the page-level checks visit (support/routes-to-audit.ts): the rules below are the templates'. */
const AUDITED_ROUTES = routesToAudit();

test("no two rules of a page's CSS decide an element's property by their order alone when one reaches it through an ancestor (they could swap while the page hydrates)", async () => {
  const found: string[] = [];
  // The server's CSS on its own, as the page has it before any script runs; each audited route at
  // both widths (media queries).
  const { page, context } = await openPage(browser(), { viewport: PHONE, javaScriptEnabled: false });
  for (const route of AUDITED_ROUTES) {
    await page.goto(url(route));
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const tie of await contextualTies(page)) found.push(`${route} at ${viewport.width} px: ${tie}`);
    }
  }
  await context.close();
  expect(found).toEqual([]);
});

test("the tie check reports a contextual override that only its order decides", async () => {
  const { page, context } = await openPage(browser(), { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(url(PAGE_ROUTES.PageJson("index")));
  await page.evaluate((serverStylesAttribute) => {
    document.body.insertAdjacentHTML("beforeend", '<dl class="proof-rows"><div class="proof-result"><dd>1</dd></div></dl>');
    const sheet = document.querySelector<HTMLStyleElement>(`style[${serverStylesAttribute}]`)!.sheet!;
    sheet.insertRule(".proof-rows dd { display: grid; }", sheet.cssRules.length);
    sheet.insertRule(".proof-result dd { display: block; }", sheet.cssRules.length);
    sheet.insertRule(".proof-result.proof-result dd { color: red; }", sheet.cssRules.length);
  }, SERVER_STYLES_ATTRIBUTE);
  expect(await contextualTies(page)).toEqual(["dd display: .proof-rows dd { grid } vs .proof-result dd { block }"]);
  await context.close();
});

// A browser may paint while the document is still arriving; a header painted in part shifts as the
// rest of it arrives (seen on slow loads at desktop width: the navigation growing leftwards).
test("no page is painted before its header is whole: its head holds rendering until the element right after the header", async () => {
  const found: string[] = [];
  const { page, context } = await openPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
  for (const route of AUDITED_ROUTES) {
    await page.goto(url(route));
    const { expected, afterHeader } = await page.evaluate(() => {
      const expectation = document.head.querySelector('link[rel="expect"][blocking~="render"]');
      let last = document.querySelector("body header");
      while (last?.lastElementChild) last = last.lastElementChild;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
      if (last) walker.currentNode = last;
      const next = last ? (walker.nextNode() as Element | null) : null;
      return { expected: expectation?.getAttribute("href") ?? null, afterHeader: next?.id ? `#${next.id}` : `<${next?.localName ?? "nothing"}> without an id` };
    });
    if (expected !== afterHeader) found.push(`${route}: rendering waits for ${expected ?? "nothing"}; the element after the header is ${afterHeader}`);
  }
  await context.close();
  expect(found).toEqual([]);
});

// A browser may also paint while a grid of cards, figures or facts is still arriving: each item must
// already be where, and as wide as, it stays once the whole grid is there (src/ui/item-grid.ts).
test("a grid's first item (cards, figures, facts) keeps its place and width whether the rest of the grid has arrived or not", async () => {
  const moved: string[] = [];
  let grids = 0;
  const { page, context } = await openPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
  for (const route of AUDITED_ROUTES) {
    await page.goto(url(route));
    const found = await page.evaluate((countProperty) => {
      const lists = [...document.querySelectorAll<HTMLElement>("*")].filter((list) => list.style.getPropertyValue(countProperty) && list.children.length > 1);
      const boxOf = (list: HTMLElement) => {
        list.style.contentVisibility = "visible";
        const { left, width } = list.firstElementChild!.getBoundingClientRect();
        return `${Math.round(left)}+${Math.round(width)}`;
      };
      const whole = lists.map(boxOf);
      for (const list of lists) while (list.children.length > 1) list.lastElementChild!.remove();
      return lists.map((list, index) => ({
        whole: whole[index],
        alone: boxOf(list),
        heading: list.closest("section")?.querySelector("h2")?.textContent ?? "",
      }));
    }, ITEM_COUNT_PROPERTY);
    grids += found.length;
    for (const grid of found) if (grid.whole !== grid.alone) moved.push(`${route} "${grid.heading}": ${grid.alone} alone, ${grid.whole} with the rest`);
  }
  await context.close();
  expect(grids).toBeGreaterThan(0);
  expect(moved).toEqual([]);
});

test.each(ROUTES)("%s at phone width: layout shift stays within 0.01 while loading and scrolling", async (route) => {
  const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
  await recordShifts(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await visit(page, route);
  expect(response?.status()).toBe(200);
  await scrollThrough(page);

  const shifts = await layoutShifts(page);
  const total = totalShift(shifts);
  if (total > CLS_BUDGET) console.log(route, JSON.stringify(shifts)); // which elements moved
  expect(total).toBeLessThanOrEqual(CLS_BUDGET);
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((script) => reactDomServerChunks.includes(script))).toEqual([]);
  expectNoProblems(problems);
  await context.close();
});

// From the page listing case studies to one of them (when the data holds both).
if (studyList && study) {
  const [list, item] = [studyList, study];
  test("a case study opened from the list shows its image, and no page loads react-dom/server", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, list.path);
    await page.locator(`main a[href="${item.path}"]`).first().click();
    await page.waitForURL(url(item.path));
    const image = page.locator("main").getByAltText(item.imageAlt, { exact: true });
    await image.waitFor();
    await eventually(async () => expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0));
    await eventually(async () => expect(await image.getAttribute("srcset")).toMatch(/\d+w/));
    // Shown as soon as it has loaded: nothing hides it until a script fades it in.
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
    expect(await image.isVisible()).toBe(true);
    expect(scripts.filter((script) => reactDomServerChunks.includes(script))).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });
}
