import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type servicesPageFile from "../data/pages/services.json";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";

const servicesPage = dataFile<typeof servicesPageFile>("pages/services.json");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = "/services";

const browser = useBrowser();

test("/services: four service cards with three features each, linking to their pages", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...servicesPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([servicesPage.hero.title]));
  await eventually(async () => expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBe(servicesPage.seo.keywords.join(", ")));

  const cards = itemsOf(region(page, servicesPage.services.title));
  await eventually(async () => expect(await cards.count()).toBe(4));
  await eventually(async () =>
    expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Staff Augmentation",
      "SAP Implementation",
      "Microsoft Dynamics 365",
      "Software Development and Testing",
    ]),
  );
  const targets = ["/staff-augmentation", "/sap-implementation", "/microsoft-dynamics", "/software-testing"];
  for (const [index, target] of targets.entries()) {
    const card = cards.nth(index);
    const data = servicesPage.services.cards[index]!;
    await eventually(async () => expect(await card.locator("ul > li").allTextContents()).toEqual(data.features));
    await eventually(async () => expect(await card.locator("ul > li").count()).toBe(3));
    await eventually(async () => expect(await card.locator("p").first().textContent()).toBe(data.description));
    const link = card.getByRole("link");
    await eventually(async () => expect(await link.getAttribute("href")).toBe(target));
    await eventually(async () => expect(await link.evaluate((element) => element.textContent)).toBe(`${data.link.label}: ${data.title}`));
    await eventually(async () => expect(await card.locator("svg[aria-hidden='true']").count()).toBeGreaterThan(0));
  }
  expectNoProblems(problems);
  await context.close();
});

test("/services: the track record 500+, 50+, 15+, 24/7 and the closing call to action", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const stats = region(page, servicesPage.stats.title);
  await eventually(async () => expect(await stats.locator("dd").allTextContents()).toEqual(["500+", "50+", "15+", "24/7"]));
  const labels = await stats.locator("dt").allTextContents();
  expect(labels).toHaveLength(4);
  [/projects/i, /consultants/i, /years/i, /support/i].forEach((pattern, index) => expect(labels[index]).toMatch(pattern));

  const cta = region(page, servicesPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Consultation/ });
  await eventually(async () => expect(await schedule.getAttribute("href")).toBe(site.schedulerUrl));
  await eventually(async () => expect(await schedule.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await schedule.getAttribute("rel")).toBe("noopener noreferrer"));
  await eventually(async () => expect(await cta.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact"));

  // Client-side navigation from a card reaches the service page.
  await itemsOf(region(page, servicesPage.services.title)).nth(1).getByRole("link").click();
  await page.waitForURL(url("/sap-implementation"));
  await page.getByRole("heading", { level: 1 }).waitFor();
  expectNoProblems(problems);
  await context.close();
});
