import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems } from "./support/page-checks";
import type siteFile from "../data/site.json";
import type formsFile from "../data/forms.json";
import { eventually } from "./support/eventually";
import { dataFile, pageFile, sectionOf } from "./support/content";
import { expectSection } from "./support/service-sections";

type Texts = Record<string, string>;
const contactFile = pageFile("contact");
const enquiry = sectionOf<{ details: Texts; support: Texts; schedule: Texts }>(contactFile, "fullEnquiryForm");
/** The contact page's texts by part; the sections after the form are checked as whatever kinds the data gives them. */
const contact = {
  seo: contactFile.seo,
  hero: contactFile.sections[0]!,
  details: enquiry.details,
  support: enquiry.support,
  schedule: enquiry.schedule,
  after: contactFile.sections.slice(contactFile.sections.indexOf(enquiry) + 1),
};
const site = dataFile<typeof siteFile>("site.json");
const forms = dataFile<typeof formsFile>("forms.json");

/** A tel: link dials the digits of the number as the data writes it. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

jest.setTimeout(90_000);

const browser = useBrowser();

test("/contact: phone, e-mail, address, hours, response time, support hotline, savings teasers and ContactPage JSON-LD from the data", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url(contactFile.path));
  expect(response?.status()).toBe(200);
  const [contactPage] = await expectHead(page, { ...contact.seo, path: contactFile.path, jsonLdTypes: ["ContactPage"] });
  expect(new URL(String(contactPage?.url)).pathname).toBe(contactFile.path);
  expect(contactPage?.name).toBe(contact.hero.title);
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
  for (const section of contact.after) await eventually(() => expectSection(page, section, site));

  // The form itself is tested in forms.e2e.ts; here only that it is on the page, ready to use.
  const form = page.getByRole("form", { name: forms.contactPage.formLabel });
  await eventually(async () => expect(await form.isVisible()).toBe(true));
  await eventually(async () => expect(await form.getByRole("button", { name: forms.submitLabel }).count()).toBe(1));
  expectNoProblems(problems);
  await context.close();
});

test("the schedule button opens the scheduler in a new tab that has no handle on this page", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, contactFile.path);
  const link = page.getByRole("main").getByRole("link", { name: `${contact.schedule.buttonLabel} ${site.ui.newTab}`, exact: true });
  await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
  await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(site.schedulerUrl);
  await eventually(async () => expect(await popup.evaluate(() => window.opener as unknown)).toBeNull());
  expect(page.url()).toBe(url(contactFile.path));
  expectNoProblems(problems);
  await context.close();
});
