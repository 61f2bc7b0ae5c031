import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectNoProblems } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";
import { describeEachPageWith } from "./support/section-pages";

/**
 * The full enquiry form's section, on every page whose data holds one: beside the form (tested in
 * forms.e2e.ts) it shows the contact details of data/site.json as working links and opens the
 * scheduler safely. Its own texts are checked with every section in pages.e2e.ts.
 */
type Texts = Record<string, string>;
type FullEnquirySection = { details: Texts; support: Texts; schedule: Texts };

const site = dataFile<typeof siteFile>("site.json");

/** A tel: link dials the digits of the number as the data writes it. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

jest.setTimeout(90_000);

const browser = useBrowser();

describeEachPageWith<FullEnquirySection>("fullEnquiryForm", ({ path }, section) => {
  test("phone, e-mail, address, hours, response time and support hotline of the data, the numbers and address as working links", async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, path);
    const band = page.locator(`section#${section.id}`);
    await eventually(async () => expect(await band.getByRole("link", { name: site.contact.phone }).getAttribute("href")).toBe(telOf(site.contact.phone)));
    await eventually(async () => expect(await band.getByRole("link", { name: site.contact.email }).getAttribute("href")).toBe(`mailto:${site.contact.email}`));
    const address = (await band.locator("address").textContent()) ?? "";
    for (const part of Object.values(site.contact.address)) expect(address).toContain(part);
    const text = (await band.textContent()) ?? "";
    expect(text).toContain(site.contact.hours);
    expect(text).toContain(section.details.responseTime);

    const support = band.locator("div", { has: page.getByRole("heading", { name: section.support.title }) }).last();
    await eventually(async () =>
      expect(await support.getByRole("link", { name: site.contact.emergencyHotline }).getAttribute("href")).toBe(telOf(site.contact.emergencyHotline)),
    );
    expectNoProblems(problems);
    await context.close();
  });

  test("the schedule button opens the scheduler in a new tab that has no handle on this page", async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, path);
    const link = page.locator(`section#${section.id}`).getByRole("link", { name: `${section.schedule.buttonLabel} ${site.ui.newTab}`, exact: true });
    await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
    await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(site.schedulerUrl);
    await eventually(async () => expect(await popup.evaluate(() => window.opener as unknown)).toBeNull());
    expect(page.url()).toBe(url(path));
    expectNoProblems(problems);
    await context.close();
  });
});
