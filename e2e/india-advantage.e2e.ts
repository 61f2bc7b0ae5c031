import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type indiaPageFile from "../data/pages/india-advantage.json";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";

const indiaPage = dataFile<typeof indiaPageFile>("pages/india-advantage.json");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = "/india-advantage";

const browser = useBrowser();

test("/india-advantage: hero, the six statistics of docs/requirements.md, WebPage JSON-LD and canonical", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...indiaPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(webPage).toMatchObject({ name: indiaPage.hero.title, description: indiaPage.seo.description });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([indiaPage.hero.title]));

  const rows = await region(page, indiaPage.statistics.title)
    .locator("dl > div")
    .evaluateAll((items) => items.map((item) => `${item.querySelector("dd")?.textContent ?? ""} ${item.querySelector("dt")?.textContent ?? ""}`));
  // Each figure reads value then label, in the data's order.
  expect(rows).toEqual(indiaPage.statistics.stats.map((stat) => `${stat.value} ${stat.label}`));
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: every advantage card and industry of the data, each with an icon", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cards = itemsOf(region(page, indiaPage.advantages.title));
  await eventually(async () => expect(await cards.count()).toBe(indiaPage.advantages.cards.length));
  for (const [index, card] of indiaPage.advantages.cards.entries()) {
    const item = cards.nth(index);
    await eventually(async () => expect(await item.getByRole("heading", { level: 3 }).textContent()).toBe(card.title));
    await eventually(async () => expect(await item.locator("p").allTextContents()).toEqual([card.description, card.stats]));
    await eventually(async () => expect(await item.locator("svg[aria-hidden='true']").count()).toBe(1));
  }

  const industries = itemsOf(region(page, indiaPage.industries.title));
  await eventually(async () => expect(await industries.count()).toBe(indiaPage.industries.industries.length));
  await eventually(async () => expect(await industries.allTextContents()).toEqual(indiaPage.industries.industries.map((industry) => industry.name)));
  await eventually(async () => expect(await industries.locator("svg[aria-hidden='true']").count()).toBe(indiaPage.industries.industries.length));
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: the closing actions of the data: a page link navigates, the scheduler opens in a new tab", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cta = region(page, indiaPage.cta.title);
  const scheduler = indiaPage.cta.actions.find((action) => "scheduler" in action && action.scheduler);
  const pageLink = indiaPage.cta.actions.find((action) => "to" in action && action.to);
  expect([scheduler, pageLink].every(Boolean)).toBe(true);
  const schedule = cta.getByRole("link", { name: `${scheduler!.label} ${site.ui.newTab}`, exact: true });
  await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await schedule.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await eventually(async () => expect(await opened.evaluate(() => window.opener as unknown)).toBeNull());
  await opened.close();

  const target = (pageLink && "to" in pageLink ? pageLink.to : undefined) ?? "";
  const start = cta.getByRole("link", { name: pageLink!.label, exact: true });
  await eventually(async () => expect(await start.getAttribute("href")).toBe(target));
  await start.click();
  await page.waitForURL(url(target));
  expectNoProblems(problems);
  await context.close();
});
