import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile, pageFile, sectionOf, type PageSection } from "./support/content";
import { expectSection } from "./support/service-sections";

type ServiceCard = { title: string; description: string; features: string[]; link: { label: string; to: string } };

const servicesPage = pageFile("services");
const hero = sectionOf(servicesPage, "hero");
const services = sectionOf<{ cards: ServiceCard[] }>(servicesPage, "serviceCards");
const stats = sectionOf<{ stats: Array<{ value: string; label: string }> }>(servicesPage, "stats");
const cta = sectionOf<PageSection>(servicesPage, "callToAction");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = servicesPage.path;

const browser = useBrowser();

test("/services: every service card of the data in order, with its features, text and link", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...servicesPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([hero.title]));
  await eventually(async () => expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBe((servicesPage.seo.keywords ?? []).join(", ")));

  const data = services.cards;
  const cards = itemsOf(region(page, services.title));
  await eventually(async () => expect(await cards.count()).toBe(data.length));
  await eventually(async () => expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(data.map((card) => card.title)));
  for (const [index, card] of data.entries()) {
    const shown = cards.nth(index);
    await eventually(async () => expect(await shown.locator("ul > li").allTextContents()).toEqual(card.features));
    await eventually(async () => expect(await shown.locator("p").first().textContent()).toBe(card.description));
    const link = shown.getByRole("link");
    await eventually(async () => expect(await link.getAttribute("href")).toBe(card.link.to));
    await eventually(async () => expect(await link.evaluate((element) => element.textContent)).toBe(`${card.link.label}: ${card.title}`));
    await eventually(async () => expect(await shown.locator("svg[aria-hidden='true']").count()).toBeGreaterThan(0));
  }
  expectNoProblems(problems);
  await context.close();
});

test("/services: the track record and the closing call to action as the data gives them", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const figures = region(page, stats.title);
  await eventually(async () => expect(await figures.locator("dd").allTextContents()).toEqual(stats.stats.map((stat) => stat.value)));
  expect(await figures.locator("dt").allTextContents()).toEqual(stats.stats.map((stat) => stat.label));
  // Actions, scheduler link (new tab, noopener) and text of the closing band, checked like a service page's section.
  await eventually(() => expectSection(page, cta, site));

  // Client-side navigation from a card reaches the service page.
  const target = services.cards.at(-1)!;
  await itemsOf(region(page, services.title)).last().getByRole("link").click();
  await page.waitForURL(url(target.link.to));
  await page.getByRole("heading", { level: 1 }).waitFor();
  expectNoProblems(problems);
  await context.close();
});
