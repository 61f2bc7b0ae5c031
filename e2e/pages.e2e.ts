import { DESKTOP, openPage, url, useBrowser, useTab, visit, visitInTab } from "./support/browser";
import { dataFile, type ServiceAction } from "./support/content";
import { eventually } from "./support/eventually";
import { expectNoProblems, fullTitle, jsonLdGraph, region } from "./support/page-checks";
import { expectPageSections } from "./support/section-structure";
import { builtJsonLd, sectionPages } from "./support/section-pages";
import type { SiteFile } from "../src/content-file-types";

/**
 * Every page made of sections (each file of data/pages and data/services; a copied file is a new
 * page, covered here without a test change), built and hydrated: its head (title, description,
 * canonical, keywords, and the JSON-LD the build made for it), one h1, and every section of its data
 * once, in order, as a region named by its heading (support/section-structure.ts). What each section
 * shows of its data is the unit test's (src/sections/__tests__/section-content.test.tsx); what a kind
 * does (forms, accordion, tabs, list pages' cards) is tested in the file about that kind.
 */
jest.setTimeout(90_000);

const site = dataFile<SiteFile>("site.json");
const pages = sectionPages();
const browser = useBrowser();
const tab = useTab(browser, { viewport: DESKTOP });

test("data/pages and data/services hold pages to check", () => {
  expect(pages.length).toBeGreaterThan(0);
});

describe.each(pages.map((page) => [page.path, page] as const))("%s", (path, page) => {
  test(`head, structured data, one h1 and every section of ${page.file} in order, each a region named by its heading`, async () => {
    const { page: browserPage, problems } = tab();
    const response = await visitInTab(tab(), path);
    expect(response?.status()).toBe(200);
    expect(await browserPage.title()).toBe(fullTitle(page.seo.title));
    expect(await browserPage.locator('meta[name="description"]').getAttribute("content")).toBe(page.seo.description);
    expect(new URL((await browserPage.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(path);
    expect(await jsonLdGraph(browserPage)).toEqual(builtJsonLd(path)["@graph"]);
    expect(await browserPage.locator('meta[name="keywords"]').getAttribute("content")).toBe((page.seo.keywords ?? []).join(", "));
    expect(await browserPage.getByRole("heading", { level: 1 }).allTextContents()).toEqual([page.sections[0]!.title]);

    await expectPageSections(browserPage, page.sections);
    expectNoProblems(problems);
  });
});

const withScheduler = pages.find((page) => JSON.stringify(page.sections).includes('"scheduler":true'));
/** An action of a section that leads to another page of the site: a page, its section and the action's label and address. */
const pageLink = pages
  .flatMap((page) =>
    page.sections.flatMap((section) =>
      ((section.actions ?? []) as ServiceAction[]).filter((action) => action.to && action.to !== page.path).map((action) => ({ page, section, action })),
    ),
  )
  .at(0);

test("a scheduler button opens data/site.json's scheduler in a new tab that has no handle on the page", async () => {
  expect(withScheduler).toBeDefined();
  const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP, answerExternalHosts: true });
  await visit(page, withScheduler!.path);
  const link = page.getByRole("main").locator(`a[href="${site.schedulerUrl}"]`).first();
  await eventually(async () => expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]));
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(site.schedulerUrl);
  await eventually(async () => expect(await popup.evaluate(() => window.opener as unknown)).toBeNull());
  expect(page.url()).toBe(url(withScheduler!.path));
  expectNoProblems(problems);
  await context.close();
});

test("a section's button that names another page of the site navigates there", async () => {
  expect(pageLink).toBeDefined();
  const { page, section, action } = pageLink!;
  const { page: browserPage, problems } = tab();
  await visitInTab(tab(), page.path);
  await region(browserPage, section.title).getByRole("link", { name: action.label, exact: true }).click();
  await browserPage.waitForURL(url(action.to!));
  await browserPage.getByRole("heading", { level: 1 }).waitFor();
  expectNoProblems(problems);
});
