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
  // Each figure, read value then label, starts with the required wording.
  const expected = ["4.36M IT professionals", "125M+ English speakers", "75% of Fortune 500", "$150B exports", "55% share", "12-15 hours ahead"];
  expect(rows.map((row, index) => row.slice(0, expected[index]?.length))).toEqual(expected);
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

  const industries = itemsOf(region(page, "Industries We Serve"));
  await eventually(async () => expect(await industries.count()).toBe(indiaPage.industries.industries.length));
  await eventually(async () => expect(await industries.allTextContents()).toEqual(indiaPage.industries.industries.map((industry) => industry.name)));
  await eventually(async () => expect(await industries.locator("svg[aria-hidden='true']").count()).toBe(indiaPage.industries.industries.length));
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: Start Your Journey goes to /contact, Schedule Consultation opens the scheduler in a new tab", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cta = region(page, indiaPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Consultation/ });
  await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await schedule.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await eventually(async () => expect(await opened.evaluate(() => window.opener as unknown)).toBeNull());
  await opened.close();

  const start = cta.getByRole("link", { name: "Start Your Journey" });
  await eventually(async () => expect(await start.getAttribute("href")).toBe("/contact"));
  await start.click();
  await page.waitForURL(url("/contact"));
  expectNoProblems(problems);
  await context.close();
});
