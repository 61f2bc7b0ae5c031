import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile, pageFile, sectionOf, type ServiceAction } from "./support/content";

const indiaPage = pageFile("india-advantage");
const site = dataFile<typeof siteFile>("site.json");
const hero = sectionOf(indiaPage, "hero");
const statistics = sectionOf<{ stats: Array<{ value: string; label: string }> }>(indiaPage, "stats");
const advantages = sectionOf<{ cards: Array<{ title: string; description: string; stats: string }> }>(indiaPage, "advantageCards");
const industries = sectionOf<{ industries: Array<{ name: string }> }>(indiaPage, "industries");
const cta = sectionOf<{ actions: ServiceAction[] }>(indiaPage, "callToAction");

jest.setTimeout(90_000);

const PATH = indiaPage.path;

const browser = useBrowser();

test("/india-advantage: hero, the six statistics of docs/requirements.md, WebPage JSON-LD and canonical", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...indiaPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(webPage).toMatchObject({ name: hero.title, description: indiaPage.seo.description });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([hero.title]));

  const rows = await region(page, statistics.title)
    .locator("dl > div")
    .evaluateAll((items) => items.map((item) => `${item.querySelector("dd")?.textContent ?? ""} ${item.querySelector("dt")?.textContent ?? ""}`));
  // Each figure reads value then label, in the data's order.
  expect(rows).toEqual(statistics.stats.map((stat) => `${stat.value} ${stat.label}`));
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: every advantage card and industry of the data, each with an icon", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cards = itemsOf(region(page, advantages.title));
  await eventually(async () => expect(await cards.count()).toBe(advantages.cards.length));
  for (const [index, card] of advantages.cards.entries()) {
    const item = cards.nth(index);
    await eventually(async () => expect(await item.getByRole("heading", { level: 3 }).textContent()).toBe(card.title));
    await eventually(async () => expect(await item.locator("p").allTextContents()).toEqual([card.description, card.stats]));
    await eventually(async () => expect(await item.locator("svg[aria-hidden='true']").count()).toBe(1));
  }

  const industryItems = itemsOf(region(page, industries.title));
  await eventually(async () => expect(await industryItems.count()).toBe(industries.industries.length));
  await eventually(async () => expect(await industryItems.allTextContents()).toEqual(industries.industries.map((industry) => industry.name)));
  await eventually(async () => expect(await industryItems.locator("svg[aria-hidden='true']").count()).toBe(industries.industries.length));
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: the closing actions of the data: a page link navigates, the scheduler opens in a new tab", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const ctaRegion = region(page, cta.title);
  const scheduler = cta.actions.find((action) => action.scheduler);
  const pageLink = cta.actions.find((action) => action.to);
  expect([scheduler, pageLink].every(Boolean)).toBe(true);
  const schedule = ctaRegion.getByRole("link", { name: `${scheduler!.label} ${site.ui.newTab}`, exact: true });
  await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await schedule.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await eventually(async () => expect(await opened.evaluate(() => window.opener as unknown)).toBeNull());
  await opened.close();

  const target = pageLink?.to ?? "";
  const start = ctaRegion.getByRole("link", { name: pageLink!.label, exact: true });
  await eventually(async () => expect(await start.getAttribute("href")).toBe(target));
  await start.click();
  await page.waitForURL(url(target));
  expectNoProblems(problems);
  await context.close();
});
