import type siteFile from "../data/site.json";
import sectionsSchema from "../data/schemas/sections.schema.json";
import { DESKTOP, openPage, url, useBrowser, useTab, visit, visitInTab } from "./support/browser";
import { dataFile, launchContent, pageTrail, type SectionPage, type ServiceAction } from "./support/content";
import { eventually } from "./support/eventually";
import { expectHead, expectNoProblems, region, type JsonLdEntity } from "./support/page-checks";
import { COLLECTION_ITEMS, collectionsOf } from "./support/section-content";
import { expectPageSections } from "./support/section-structure";
import { sectionPages } from "./support/section-pages";

/**
 * Every page made of sections (each file of data/pages and data/services; a copied file is a new
 * page, covered here without a test change): its head and structured data, one h1, and every
 * section of its data in order with every text, link and listed item (support/section-content.ts),
 * each a region named by its heading with its actions as links (support/section-structure.ts). What
 * a kind does (forms, accordion, tabs, list pages' cards) is tested in the file about that kind.
 */
jest.setTimeout(90_000);

const site = dataFile<typeof siteFile>("site.json");
const collections = collectionsOf(launchContent);
const pages = sectionPages();
const browser = useBrowser();
const tab = useTab(browser, { viewport: DESKTOP });

/** The schema.org types of a page's JSON-LD, as the build makes them: what the page is, then its trail when it has one. */
function jsonLdTypesOf(page: SectionPage): string[] {
  const main = { service: "Service", organization: "Organization", contactPage: "ContactPage", webPage: "WebPage" }[page.structuredData];
  return page.page.breadcrumbs ? [main, "BreadcrumbList"] : [main];
}

/** What the page's main entity must say of it and of the organisation, by what the page is. */
function expectMainEntity(page: SectionPage, entity: JsonLdEntity) {
  const title = page.sections[0]!.title;
  if (page.structuredData === "organization") {
    expect(entity).toMatchObject({ name: site.name, telephone: site.contact.phone, email: site.contact.email });
    return;
  }
  expect(new URL(String(entity.url)).pathname).toBe(page.path);
  expect(entity.description).toBe(page.seo.description);
  if (page.structuredData === "service") {
    expect(entity).toMatchObject({ name: page.page.serviceName, serviceType: page.page.serviceType, provider: { name: site.name } });
    return;
  }
  expect(entity.name).toBe(title);
  if (page.structuredData === "contactPage") {
    expect(entity.mainEntity).toMatchObject({
      "@type": "Organization",
      telephone: site.contact.phone,
      email: site.contact.email,
      address: { addressLocality: site.contact.address.locality, addressCountry: site.contact.address.country },
    });
  }
}

test("data/pages and data/services hold pages to check", () => {
  expect(pages.length).toBeGreaterThan(0);
});

test("every section kind that lists a collection is known to the content check", () => {
  const definitions = sectionsSchema.definitions as Record<string, { properties?: { type?: { const?: string } }; "x-graphql-fields"?: object }>;
  const listing = Object.values(definitions)
    .filter((definition) => definition["x-graphql-fields"] && definition.properties?.type?.const)
    .map((definition) => definition.properties!.type!.const!);
  expect(listing.length).toBeGreaterThan(0);
  expect(listing.sort()).toEqual(Object.keys(COLLECTION_ITEMS).sort());
});

describe.each(pages.map((page) => [page.path, page] as const))("%s", (path, page) => {
  test(`head, structured data, one h1 and every section of ${page.file}, in order, with every text, link and listed item`, async () => {
    const { page: browserPage, problems } = tab();
    const response = await visitInTab(tab(), path);
    expect(response?.status()).toBe(200);
    const [entity, breadcrumb] = await expectHead(browserPage, { ...page.seo, path, jsonLdTypes: jsonLdTypesOf(page) });
    expectMainEntity(page, entity!);
    if (page.page.breadcrumbs) {
      const crumbs = (breadcrumb!.itemListElement as Array<{ name: string; item: string }>).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
      expect(crumbs).toEqual(pageTrail(page.page).map((crumb) => [crumb.label, crumb.to]));
    }
    expect(await browserPage.locator('meta[name="keywords"]').getAttribute("content")).toBe((page.seo.keywords ?? []).join(", "));
    expect(await browserPage.getByRole("heading", { level: 1 }).allTextContents()).toEqual([page.sections[0]!.title]);

    await expectPageSections(browserPage, page.sections, collections, site);
    expectNoProblems(problems);
  });
});

const withScheduler = pages.find((page) => JSON.stringify(page.sections).includes('"scheduler":true'));
/** An action of a section that leads to another page of the site: a page, its section and the action's label and address. */
const pageLink = pages
  .flatMap((page) =>
    page.sections.flatMap((section) =>
      ((section.actions ?? []) as ServiceAction[]).filter((action) => action.to && action.to !== page.path).map((action) => ({ page, section, action })),
    ),
  )
  .at(0);

test("a scheduler button opens data/site.json's scheduler in a new tab that has no handle on the page", async () => {
  expect(withScheduler).toBeDefined();
  const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP });
  await visit(page, withScheduler!.path);
  const link = page.getByRole("main").locator(`a[href="${site.schedulerUrl}"]`).first();
  await eventually(async () => expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]));
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(site.schedulerUrl);
  await eventually(async () => expect(await popup.evaluate(() => window.opener as unknown)).toBeNull());
  expect(page.url()).toBe(url(withScheduler!.path));
  expectNoProblems(problems);
  await context.close();
});

test("a section's button that names another page of the site navigates there", async () => {
  expect(pageLink).toBeDefined();
  const { page, section, action } = pageLink!;
  const { page: browserPage, problems } = tab();
  await visitInTab(tab(), page.path);
  await region(browserPage, section.title).getByRole("link", { name: action.label, exact: true }).click();
  await browserPage.waitForURL(url(action.to!));
  await browserPage.getByRole("heading", { level: 1 }).waitFor();
  expectNoProblems(problems);
});
