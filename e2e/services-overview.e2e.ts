import { DESKTOP, PHONE, openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import servicesPage from "../data/pages/services.json";
import site from "../data/site.json";

jest.setTimeout(90_000);

const PATH = "/services";

const browser = useBrowser();

test("/services: four service cards with three features each, linking to their pages", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(PATH));
  expect(response?.status()).toBe(200);
  const [webPage] = await expectHead(page, { ...servicesPage.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  expect(new URL(String(webPage?.url)).pathname).toBe(PATH);
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([servicesPage.hero.title]);
  await expect(page.locator('meta[name="keywords"]').getAttribute("content")).resolves.toBe(servicesPage.seo.keywords.join(", "));

  const cards = itemsOf(region(page, servicesPage.services.title));
  await expect(cards.count()).resolves.toBe(4);
  await expect(cards.getByRole("heading", { level: 3 }).allTextContents()).resolves.toEqual([
    "Staff Augmentation",
    "SAP Implementation",
    "Microsoft Dynamics 365",
    "Software Development and Testing",
  ]);
  const targets = ["/staff-augmentation", "/sap-implementation", "/microsoft-dynamics", "/software-testing"];
  for (const [index, target] of targets.entries()) {
    const card = cards.nth(index);
    const data = servicesPage.services.cards[index]!;
    await expect(card.locator("ul > li").allTextContents()).resolves.toEqual(data.features);
    await expect(card.locator("ul > li").count()).resolves.toBe(3);
    await expect(card.locator("p").first().textContent()).resolves.toBe(data.description);
    const link = card.getByRole("link");
    await expect(link.getAttribute("href")).resolves.toBe(target);
    await expect(link.evaluate((element) => element.textContent)).resolves.toBe(`${data.link.label}: ${data.title}`);
    await expect(card.locator("svg[aria-hidden='true']").count()).resolves.toBeGreaterThan(0);
  }
  expectNoProblems(problems);
  await context.close();
});

test("/services: the track record 500+, 50+, 15+, 24/7 and the closing call to action", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, PATH);
  const stats = region(page, servicesPage.stats.title);
  await expect(stats.locator("dd").allTextContents()).resolves.toEqual(["500+", "50+", "15+", "24/7"]);
  const labels = await stats.locator("dt").allTextContents();
  expect(labels).toHaveLength(4);
  [/projects/i, /consultants/i, /years/i, /support/i].forEach((pattern, index) => expect(labels[index]).toMatch(pattern));

  const cta = region(page, servicesPage.cta.title);
  const schedule = cta.getByRole("link", { name: /^Schedule Consultation/ });
  await expect(schedule.getAttribute("href")).resolves.toBe(site.schedulerUrl);
  await expect(schedule.getAttribute("target")).resolves.toBe("_blank");
  await expect(schedule.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  await expect(cta.getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");

  // Client-side navigation from a card reaches the service page.
  await itemsOf(region(page, servicesPage.services.title)).nth(1).getByRole("link").click();
  await page.waitForURL(url("/sap-implementation"));
  await page.getByRole("heading", { level: 1 }).waitFor();
  expectNoProblems(problems);
  await context.close();
});
