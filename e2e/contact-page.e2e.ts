import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type contactFile from "../data/pages/contact.json";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";

const contact = dataFile<typeof contactFile>("pages/contact.json");
const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const browser = useBrowser();

test("/contact: phone, e-mail, address, hours, 24-hour promise, support hotline, teasers and ContactPage JSON-LD", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url("/contact"));
  expect(response?.status()).toBe(200);
  const [contactPage] = await expectHead(page, { ...contact.seo, path: "/contact", jsonLdTypes: ["ContactPage"] });
  expect(new URL(String(contactPage?.url)).pathname).toBe("/contact");
  expect(contactPage?.mainEntity).toMatchObject({
    "@type": "Organization",
    telephone: site.contact.phone,
    email: site.contact.email,
    address: { addressLocality: "Hyderabad", addressCountry: "India" },
  });
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([contact.hero.title]));

  const main = page.getByRole("main");
  await eventually(async () => expect(await main.getByRole("link", { name: site.contact.phone }).getAttribute("href")).toBe("tel:+15550100100"));
  await eventually(async () => expect(await main.getByRole("link", { name: site.contact.email }).getAttribute("href")).toBe(`mailto:${site.contact.email}`));
  const address = (await main.locator("address").textContent()) ?? "";
  for (const part of Object.values(site.contact.address)) expect(address).toContain(part);
  const text = (await main.textContent()) ?? "";
  expect(text).toContain("Monday-Friday 8 AM-6 PM EST");
  expect(text).toContain("24 hours");

  const support = main.locator("div", { has: page.getByRole("heading", { level: 2, name: "24/7 Enterprise Support" }) }).last();
  await eventually(async () => expect(await support.getByRole("link", { name: site.contact.emergencyHotline }).getAttribute("href")).toBe("tel:+15550100199"));

  // The required three teasers, their percentages and annual amounts (Fixed figures), each leading to the cost analysis.
  const savings = itemsOf(region(page, contact.savings.title));
  await eventually(async () => expect(await savings.count()).toBe(3));
  const teasers = [
    ["SAP Implementation", "60-70%", "$350K+ annual"],
    ["IT Staffing", "65-70%", "$85K+ annual"],
    ["Software Development and Testing", "65-70%", "$55K+ annual"],
  ];
  for (const [index, [title, percentage, amount]] of teasers.entries()) {
    const card = savings.nth(index);
    await eventually(async () => expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(title));
    await eventually(async () => expect(await card.textContent()).toContain(percentage));
    await eventually(async () => expect(await card.textContent()).toContain(amount));
    await eventually(async () => expect(await card.getByRole("link").getAttribute("href")).toBe("/cost-analysis"));
  }
  const india = region(page, contact.indiaAdvantage.title);
  await eventually(async () => expect(await india.getByRole("link", { name: "Explore India Advantage" }).getAttribute("href")).toBe("/india-advantage"));

  // The form itself is tested in forms.e2e.ts; here only that it is on the page, ready to use.
  const form = page.getByRole("form", { name: "Contact form" });
  await eventually(async () => expect(await form.isVisible()).toBe(true));
  await eventually(async () => expect(await form.getByRole("button", { name: "Send Message" }).count()).toBe(1));
  expectNoProblems(problems);
  await context.close();
});

test("Schedule Consultation opens the scheduler in a new tab that has no handle on this page", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, "/contact");
  const link = page.getByRole("main").getByRole("link", { name: /^Schedule Consultation/ });
  await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(site.schedulerUrl);
  await eventually(async () => expect(await popup.evaluate(() => window.opener as unknown)).toBeNull());
  expect(page.url()).toBe(url("/contact"));
  expectNoProblems(problems);
  await context.close();
});
