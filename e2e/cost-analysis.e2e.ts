import type { Locator } from "playwright-core";
import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile, pageFile, sectionOf, type ServiceAction } from "./support/content";

type Comparison = { title: string; description: string; localCost: string; indiaCost: string; savings: string };

const costPage = pageFile("cost-analysis");
const hero = sectionOf<{ actions: ServiceAction[] }>(costPage, "hero");
const comparison = sectionOf<{ localLabel: string; indiaLabel: string; savingsLabel: string; comparisons: Comparison[] }>(costPage, "costComparison");
const reasons = sectionOf<{ items: Array<{ title: string }> }>(costPage, "benefits");
const savings = sectionOf<{ caption: string; bars: Array<{ label: string; amount: string; value: number }>; result: { value: string; label: string } }>(
  costPage,
  "savingsExample",
);
const cta = sectionOf<{ actions: ServiceAction[] }>(costPage, "callToAction");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = costPage.path;

/** The comparison table as the data gives it: title, local cost, India cost, savings. */
const COST_TABLE = comparison.comparisons.map((item) => [item.title, item.localCost, item.indiaCost, item.savings]);

const browser = useBrowser();

async function expectSchedulerLink(link: Locator) {
  await eventually(async () => expect(await link.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
}

test("/cost-analysis: hero with its scheduler action, every cost comparison and every reason of the data, in order", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...costPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([hero.title]));
  const heroSchedulers = hero.actions.filter((action) => action.scheduler);
  expect(heroSchedulers.length).toBeGreaterThan(0);
  for (const action of heroSchedulers)
    await expectSchedulerLink(page.getByRole("main").getByRole("link", { name: `${action.label} ${site.ui.newTab}`, exact: true }));

  const cards = itemsOf(region(page, comparison.title));
  await eventually(async () => expect(await cards.count()).toBe(COST_TABLE.length));
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => [item.querySelector("h3")?.textContent, ...Array.from(item.querySelectorAll("dd")).map((dd) => dd.textContent)]),
  );
  expect(shown).toEqual(COST_TABLE);
  const labels = await cards.evaluateAll((items) => items.map((item) => Array.from(item.querySelectorAll("dt")).map((dt) => dt.textContent)));
  expect(labels).toEqual(COST_TABLE.map(() => [comparison.localLabel, comparison.indiaLabel, comparison.savingsLabel]));
  await eventually(async () => expect(await cards.locator("p").allTextContents()).toEqual(comparison.comparisons.map((item) => item.description)));

  const reasonItems = itemsOf(region(page, reasons.title));
  await eventually(async () => expect(await reasonItems.count()).toBe(reasons.items.length));
  await eventually(async () =>
    expect(await reasonItems.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      reasons.items.map((item) => expect.stringContaining(item.title) as unknown),
    ),
  );
  expectNoProblems(problems);
  await context.close();
});

test("/cost-analysis: the savings illustration reads as the data's amounts with bars to scale", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const figure = page.getByRole("figure", { name: savings.caption });
  await eventually(async () => expect(await figure.locator("dd").allTextContents()).toEqual([...savings.bars.map((bar) => bar.amount), savings.result.value]));
  await eventually(async () => expect(await figure.locator("dt").allTextContents()).toEqual([...savings.bars.map((bar) => bar.label), savings.result.label]));
  // Screen readers get the amounts, not the bars.
  const bars = figure.locator("[data-bar]");
  await eventually(async () => expect(await bars.count()).toBe(savings.bars.length));
  await eventually(async () => expect(await bars.evaluateAll((items) => items.every((bar) => bar.closest("[aria-hidden='true']") !== null))).toBe(true));
  const widths = await bars.evaluateAll((items) => items.map((bar) => bar.getBoundingClientRect().width));
  const values = savings.bars.map((bar) => bar.value);
  const largest = Math.max(...values);
  const widest = Math.max(...widths);
  expect(widest).toBeGreaterThan(0);
  widths.forEach((width, index) => expect(width / widest).toBeCloseTo(values[index]! / largest, 2));

  const band = region(page, cta.title);
  const scheduler = cta.actions.find((action) => action.scheduler);
  expect(scheduler).toBeDefined();
  const schedule = band.getByRole("link", { name: `${scheduler!.label} ${site.ui.newTab}`, exact: true });
  await expectSchedulerLink(schedule);
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await eventually(async () => expect(await opened.evaluate(() => window.opener as unknown)).toBeNull());
  await opened.close();
  expectNoProblems(problems);
  await context.close();
});
