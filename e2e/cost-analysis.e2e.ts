import type { Locator } from "playwright-core";
import { DESKTOP, PHONE, openPage, url, useBrowser, visit } from "./support/browser";
import { axeViolations } from "./support/axe";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import costPage from "../data/pages/cost-analysis.json";
import site from "../data/site.json";

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
  await expect(link.getAttribute("href")).resolves.toBe(site.schedulerUrl);
  await expect(link.getAttribute("target")).resolves.toBe("_blank");
  await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
}

test("/cost-analysis: hero with Get Your Quote, the four cost comparisons of the fixed figures, four reasons", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...costPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([costPage.hero.title]);
  await expectSchedulerLink(page.getByRole("main").getByRole("link", { name: /^Get Your Quote/ }));

  const cards = itemsOf(region(page, costPage.comparison.title));
  await expect(cards.count()).resolves.toBe(4);
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => [item.querySelector("h3")?.textContent, ...Array.from(item.querySelectorAll("dd")).map((dd) => dd.textContent)]),
  );
  expect(shown).toEqual(COST_TABLE);
  const labels = await cards.first().locator("dt").allTextContents();
  expect(labels).toEqual([costPage.comparison.localLabel, costPage.comparison.indiaLabel, costPage.comparison.savingsLabel]);
  await expect(cards.locator("p").allTextContents()).resolves.toEqual(costPage.comparison.comparisons.map((item) => item.description));

  const reasons = itemsOf(region(page, costPage.reasons.title));
  await expect(reasons.count()).resolves.toBe(4);
  await expect(reasons.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual(
    costPage.reasons.items.map((item) => expect.stringContaining(item.title)),
  );
  expectNoProblems(problems);
  await context.close();
});

test("/cost-analysis: the savings illustration reads as text ($500K, $150K, $350K) with bars to scale", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const figure = page.getByRole("figure", { name: costPage.savings.caption });
  await expect(figure.locator("dd").allTextContents()).resolves.toEqual(["$500K", "$150K", "$350K"]);
  await expect(figure.locator("dt").allTextContents()).resolves.toEqual([
    ...costPage.savings.bars.map((bar) => bar.label),
    costPage.savings.result.label,
  ]);
  // Screen readers get the amounts, not the bars.
  const bars = figure.locator("[data-bar]");
  await expect(bars.count()).resolves.toBe(2);
  await expect(bars.evaluateAll((items) => items.every((bar) => bar.closest("[aria-hidden='true']") !== null))).resolves.toBe(true);
  const [local, india] = await Promise.all([bars.nth(0).boundingBox(), bars.nth(1).boundingBox()]);
  expect(local!.width).toBeGreaterThan(0);
  expect(india!.width / local!.width).toBeCloseTo(150 / 500, 2);

  const cta = region(page, costPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Free Consultation/ });
  await expectSchedulerLink(schedule);
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await expect(opened.evaluate(() => window.opener)).resolves.toBeNull();
  await opened.close();
  expectNoProblems(problems);
  await context.close();
});

test.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("/cost-analysis has no axe violations and no sideways scrolling on %s", async (_name, viewport) => {
  const { page, context, problems } = await openPage(browser(), { viewport });
  await visit(page, PATH);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
  expectNoProblems(problems);
  await context.close();
});
