import { openPage, url, useBrowser, visit } from "./support/browser";
import { expectNoProblems } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";
import { describeEachPageWith } from "./support/section-pages";

/**
 * The full enquiry form's section, on every page whose data holds one: beside the form (tested in
 * forms.e2e.ts) its schedule button opens the scheduler in a new tab without a handle on the page.
 * Its texts and contact links (tel:, mailto:) are the unit tests' (section-content.test.tsx,
 * contact-cards.test.tsx).
 */
type FullEnquirySection = { schedule: Record<string, string> };

const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const browser = useBrowser();

describeEachPageWith<FullEnquirySection>("fullEnquiryForm", ({ path }, section) => {
  test("the schedule button opens the scheduler in a new tab that has no handle on this page", async () => {
    const { page, context, problems } = await openPage(browser(), { answerExternalHosts: true });
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
