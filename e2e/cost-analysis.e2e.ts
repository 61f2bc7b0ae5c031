import type { Locator } from "playwright-core";
import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type costPageFile from "../data/pages/cost-analysis.json";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";

const costPage = dataFile<typeof costPageFile>("pages/cost-analysis.json");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = "/cost-analysis";

/** docs/requirements.md, Fixed figures: annual cost ranges, local versus India. */
const COST_TABLE = [
  ["Staff Augmentation", "$120,000-$180,000", "$35,000-$65,000", "65-70%"],
  ["SAP Implementation", "$500,000-$2,000,000", "$150,000-$600,000", "60-70%"],
  ["Microsoft Dynamics", "$300,000-$1,200,000", "$90,000-$360,000", "65-70%"],
  ["Software Development and Testing", "$80,000-$150,000", "$25,000-$45,000", "65-70%"],
];

const browser = useBrowser();

async function expectSchedulerLink(link: Locator) {
  await eventually(async () => expect(await link.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
}

test("/cost-analysis: hero with Get Your Quote, the four cost comparisons of the fixed figures, four reasons", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...costPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([costPage.hero.title]));
  await expectSchedulerLink(page.getByRole("main").getByRole("link", { name: /^Get Your Quote/ }));

  const cards = itemsOf(region(page, costPage.comparison.title));
  await eventually(async () => expect(await cards.count()).toBe(4));
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => [item.querySelector("h3")?.textContent, ...Array.from(item.querySelectorAll("dd")).map((dd) => dd.textContent)]),
  );
  expect(shown).toEqual(COST_TABLE);
  const labels = await cards.first().locator("dt").allTextContents();
  expect(labels).toEqual([costPage.comparison.localLabel, costPage.comparison.indiaLabel, costPage.comparison.savingsLabel]);
  await eventually(async () => expect(await cards.locator("p").allTextContents()).toEqual(costPage.comparison.comparisons.map((item) => item.description)));

  const reasons = itemsOf(region(page, costPage.reasons.title));
  await eventually(async () => expect(await reasons.count()).toBe(4));
  await eventually(async () =>
    expect(await reasons.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      costPage.reasons.items.map((item) => expect.stringContaining(item.title) as unknown),
    ),
  );
  expectNoProblems(problems);
  await context.close();
});

test("/cost-analysis: the savings illustration reads as text ($500K, $150K, $350K) with bars to scale", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const figure = page.getByRole("figure", { name: costPage.savings.caption });
  await eventually(async () => expect(await figure.locator("dd").allTextContents()).toEqual(["$500K", "$150K", "$350K"]));
  await eventually(async () =>
    expect(await figure.locator("dt").allTextContents()).toEqual([...costPage.savings.bars.map((bar) => bar.label), costPage.savings.result.label]),
  );
  // Screen readers get the amounts, not the bars.
  const bars = figure.locator("[data-bar]");
  await eventually(async () => expect(await bars.count()).toBe(2));
  await eventually(async () => expect(await bars.evaluateAll((items) => items.every((bar) => bar.closest("[aria-hidden='true']") !== null))).toBe(true));
  const [local, india] = await Promise.all([bars.nth(0).boundingBox(), bars.nth(1).boundingBox()]);
  expect(local!.width).toBeGreaterThan(0);
  expect(india!.width / local!.width).toBeCloseTo(150 / 500, 2);

  const cta = region(page, costPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Free Consultation/ });
  await expectSchedulerLink(schedule);
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await eventually(async () => expect(await opened.evaluate(() => window.opener as unknown)).toBeNull());
  await opened.close();
  expectNoProblems(problems);
  await context.close();
});
