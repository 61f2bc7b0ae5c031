import type { Locator, Page } from "playwright-core";
import type { ServiceAction, PageSection } from "./content";
import { eventually } from "./eventually";
import { region } from "./page-checks";
import { expectSectionsShown, normalise, type Collections } from "./section-content";

/**
 * What every section shows in the browser, whatever its kind (kinds are declared once, in
 * data/schemas/sections.schema.json; none is named here): it is a region named by its heading (the
 * page's first section by its h1, every other by its h2), shows its badge, intro, text and
 * paragraphs, offers each of its own actions as a link with the action's text and address in the
 * data's order, and opens the scheduler safely. How a kind lays out its lists is its component's
 * and its unit test's business; every text, link and listed item is also checked for every kind by
 * support/section-content.ts.
 */

const listOf = <T = Record<string, unknown>>(section: PageSection, key: string): T[] => (Array.isArray(section[key]) ? (section[key] as T[]) : []);
const textOf = (section: PageSection, key: string): string | undefined => (typeof section[key] === "string" ? section[key] : undefined);

/** What the checks need of data/site.json: the scheduler's URL and the hint read out for a link that opens a new tab. */
export type SiteLinks = { schedulerUrl: string; ui: { newTab: string } };

/** The text of an action's link: its label, and the new-tab hint when it opens the external scheduler. */
export function linkTextOf(action: ServiceAction, site: SiteLinks): string {
  return action.scheduler ? `${action.label} ${site.ui.newTab}` : action.label;
}

/** Where an action leads: a page of this site, or the scheduler of data/site.json in a new tab. */
export function hrefOf(action: ServiceAction, schedulerUrl: string): string {
  if (action.scheduler) return schedulerUrl;
  if (!action.to) throw new Error(`the action "${action.label}" names no page and is no scheduler link`);
  return action.to;
}

/** The region that shows a section, named by its title: the first section's h1, any other's h2. */
export function sectionRegion(page: Page, section: PageSection): Locator {
  return region(page, section.title);
}

/** Links of the section itself (its action row, the hero's buttons), not those inside cards or tab panels. */
async function ownLinks(scope: Locator): Promise<Array<[string, string | null]>> {
  return scope
    .locator("a:not(li a):not([role='tabpanel'] a)")
    .evaluateAll((links) => links.map((link) => [(link.textContent ?? "").replace(/\s+/g, " ").trim(), link.getAttribute("href")] as [string, string | null]));
}

async function expectSchedulerLinksSafe(scope: Locator, schedulerUrl: string) {
  const attributes = await scope
    .locator(`a[href="${schedulerUrl}"]`)
    .evaluateAll((links) => links.map((link) => [link.getAttribute("target"), link.getAttribute("rel")]));
  for (const pair of attributes) expect(pair).toEqual(["_blank", "noopener noreferrer"]);
}

/** The section's links that are its actions, in order (a kind may show links of its own besides them: a card's, a contact card). */
function actionLinks(links: Array<[string, string | null]>, expected: Array<[string, string]>): Array<[string, string | null]> {
  let from = 0;
  return expected.map(([text, href]) => {
    const at = links.findIndex(([shownText, shownHref], index) => index >= from && shownText === text && shownHref === href);
    if (at < 0) return [text, null];
    from = at + 1;
    return [text, href];
  });
}

/** The check above for one section; `level` is its heading's: 1 for a page's first section, 2 for every other. */
export async function expectSection(page: Page, section: PageSection, site: SiteLinks, level: 1 | 2 = 2) {
  // A kind without a title (a form band headed by its form's title) names no region; the content check covers it.
  if (typeof section.title !== "string") return;
  const scope = sectionRegion(page, section);
  expect(await scope.count()).toBe(1);
  const heading = scope.getByRole("heading", { level }).first();
  expect(normalise(await heading.textContent())).toBe(section.title);
  const text = normalise(await scope.textContent());
  for (const key of ["badge", "intro", "text"]) {
    const value = textOf(section, key);
    if (value) expect([section.id, key, text.includes(normalise(value))]).toEqual([section.id, key, true]);
  }
  for (const paragraph of listOf<string>(section, "paragraphs")) expect(text).toContain(normalise(paragraph));

  const actions = listOf<ServiceAction>(section, "actions").map((action) => [linkTextOf(action, site), hrefOf(action, site.schedulerUrl)] as [string, string]);
  expect([section.id, actionLinks(await ownLinks(scope), actions)]).toEqual([section.id, actions]);
  await expectSchedulerLinksSafe(scope, site.schedulerUrl);
}

/**
 * The whole check of a page's sections: every section of the data shown (the content check of
 * support/section-content.ts), and each as a region with its heading and actions (above).
 */
export async function expectPageSections(page: Page, sections: readonly PageSection[], collections: Collections, site: SiteLinks) {
  await expectSectionsShown(page, sections, collections, site.schedulerUrl);
  for (const [index, section] of sections.entries()) await eventually(() => expectSection(page, section, site, index === 0 ? 1 : 2));
}

/** The items of a list that enters staggered, as the data gives them (cards or points). */
export function staggeredItems(section: PageSection): unknown[] {
  return [...listOf(section, "cards"), ...listOf(section, "points")];
}
