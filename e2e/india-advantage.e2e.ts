import { DESKTOP, PHONE, openPage, url, useBrowser, visit } from "./support/browser";
import { axeViolations } from "./support/axe";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import indiaPage from "../data/pages/india-advantage.json";
import site from "../data/site.json";

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
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([indiaPage.hero.title]);

  const rows = await region(page, indiaPage.statistics.title).locator("dl > div").evaluateAll((items) =>
    items.map((item) => `${item.querySelector("dd")?.textContent ?? ""} ${item.querySelector("dt")?.textContent ?? ""}`),
  );
  // Each figure, read value then label, starts with the required wording.
  const expected = ["4.36M IT professionals", "125M+ English speakers", "75% of Fortune 500", "$150B exports", "55% share", "12-15 hours ahead"];
  expect(rows.map((row, index) => row.slice(0, expected[index]?.length))).toEqual(expected);
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: six advantage cards and six industries, each with an icon", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cards = itemsOf(region(page, indiaPage.advantages.title));
  await expect(cards.count()).resolves.toBe(6);
  for (const [index, card] of indiaPage.advantages.cards.entries()) {
    const item = cards.nth(index);
    await expect(item.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(card.title);
    await expect(item.locator("p").allTextContents()).resolves.toEqual([card.description, card.stats]);
    await expect(item.locator("svg[aria-hidden='true']").count()).resolves.toBe(1);
  }

  const industries = itemsOf(region(page, "Industries We Serve"));
  await expect(industries.count()).resolves.toBe(6);
  await expect(industries.allTextContents()).resolves.toEqual(indiaPage.industries.industries.map((industry) => industry.name));
  await expect(industries.locator("svg[aria-hidden='true']").count()).resolves.toBe(6);
  expectNoProblems(problems);
  await context.close();
});

test("/india-advantage: Start Your Journey goes to /contact, Schedule Consultation opens the scheduler in a new tab", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const cta = region(page, indiaPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Consultation/ });
  await expect(schedule.getAttribute("href")).resolves.toBe(site.schedulerUrl);
  await expect(schedule.getAttribute("target")).resolves.toBe("_blank");
  await expect(schedule.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  const popup = page.waitForEvent("popup");
  await schedule.click();
  const opened = await popup;
  await expect(opened.evaluate(() => window.opener)).resolves.toBeNull();
  await opened.close();

  const start = cta.getByRole("link", { name: "Start Your Journey" });
  await expect(start.getAttribute("href")).resolves.toBe("/contact");
  await start.click();
  await page.waitForURL(url("/contact"));
  expectNoProblems(problems);
  await context.close();
});

test.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("/india-advantage has no axe violations and no sideways scrolling on %s", async (_name, viewport) => {
  const { page, context, problems } = await openPage(browser(), { viewport });
  await visit(page, PATH);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
  expectNoProblems(problems);
  await context.close();
});
