import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems } from "./support/page-checks";
import type contactFile from "../data/pages/contact.json";
import type siteFile from "../data/site.json";
import type formsFile from "../data/forms.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";
import { expectSection } from "./support/service-sections";

const contact = dataFile<typeof contactFile>("pages/contact.json");
const site = dataFile<typeof siteFile>("site.json");
const forms = dataFile<typeof formsFile>("forms.json");

/** A tel: link dials the digits of the number as the data writes it. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

jest.setTimeout(90_000);

const browser = useBrowser();

test("/contact: phone, e-mail, address, hours, response time, support hotline, savings teasers and ContactPage JSON-LD from the data", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url("/contact"));
  expect(response?.status()).toBe(200);
  const [contactPage] = await expectHead(page, { ...contact.seo, path: "/contact", jsonLdTypes: ["ContactPage"] });
  expect(new URL(String(contactPage?.url)).pathname).toBe("/contact");
  expect(contactPage?.mainEntity).toMatchObject({
    "@type": "Organization",
    telephone: site.contact.phone,
    email: site.contact.email,
    address: { addressLocality: site.contact.address.locality, addressCountry: site.contact.address.country },
  });
  await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([contact.hero.title]));

  const main = page.getByRole("main");
  await eventually(async () => expect(await main.getByRole("link", { name: site.contact.phone }).getAttribute("href")).toBe(telOf(site.contact.phone)));
  await eventually(async () => expect(await main.getByRole("link", { name: site.contact.email }).getAttribute("href")).toBe(`mailto:${site.contact.email}`));
  const address = (await main.locator("address").textContent()) ?? "";
  for (const part of Object.values(site.contact.address)) expect(address).toContain(part);
  const text = (await main.textContent()) ?? "";
  expect(text).toContain(site.contact.hours);
  expect(text).toContain(contact.details.responseTime);

  const support = main.locator("div", { has: page.getByRole("heading", { level: 2, name: contact.support.title }) }).last();
  await eventually(async () =>
    expect(await support.getByRole("link", { name: site.contact.emergencyHotline }).getAttribute("href")).toBe(telOf(site.contact.emergencyHotline)),
  );

  // The savings teasers and the India band: every card, badge, figure and link of the data, in order.
  await eventually(() => expectSection(page, contact.savings, site));
  await eventually(() => expectSection(page, contact.indiaAdvantage, site));

  // The form itself is tested in forms.e2e.ts; here only that it is on the page, ready to use.
  const form = page.getByRole("form", { name: forms.contactPage.formLabel });
  await eventually(async () => expect(await form.isVisible()).toBe(true));
  await eventually(async () => expect(await form.getByRole("button", { name: forms.submitLabel }).count()).toBe(1));
  expectNoProblems(problems);
  await context.close();
});

test("the schedule button opens the scheduler in a new tab that has no handle on this page", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, "/contact");
  const link = page.getByRole("main").getByRole("link", { name: `${contact.schedule.buttonLabel} ${site.ui.newTab}`, exact: true });
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
