import type { Locator, Page } from "playwright-core";
import type { ServiceAction, PageSection } from "./content";
import { eventually } from "./eventually";
import { itemsOf, region } from "./page-checks";
import { expectSectionsShown, normalise, type Collections } from "./section-content";

/**
 * The detailed check of the section kinds that show lists of their own: the section is a region
 * named by its title, its own buttons are exactly the data's actions, and each list shows the same
 * items in the same order with each item's parts where the layout puts them (heading, text,
 * bullets, tags, figures, link). Every kind, these and any other, also gets the generic content
 * check of support/section-content.ts; a list key these kinds do not know fails here, so a new
 * field of theirs cannot go untested.
 */

type Item = Record<string, unknown> & { title?: string; name?: string };
type Stat = { value: string; label: string };

const listOf = <T = Item>(section: PageSection, key: string): T[] => (Array.isArray(section[key]) ? (section[key] as T[]) : []);
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

/** The lists each section type may hold; a list key not named here fails the check. */
const LISTS_OF_TYPE: Record<string, string[]> = {
  hero: ["actions", "stats"],
  cardGrid: ["cards", "actions"],
  process: ["steps"],
  benefits: ["items"],
  stats: ["stats"],
  talentCategories: ["categories"],
  industries: ["industries"],
  costComparison: ["comparisons", "points", "actions"],
  textBlock: ["paragraphs", "points", "actions"],
  integrationTabs: ["entries"],
  revealCards: ["cards", "actions"],
  callToAction: ["actions"],
  serviceCards: ["cards"],
  advantageCards: ["cards"],
};

/** Whether a kind has the detailed check of this file (the others have behaviour tests of their own). */
function hasDetailedCheck(kind: string): boolean {
  return kind in LISTS_OF_TYPE;
}

/** The region that shows a section: the hero is named by its h1, every other section by its h2. */
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

async function expectStats(scope: Locator, stats: Stat[]) {
  expect(await scope.locator("dl dd").allTextContents()).toEqual(stats.map((stat) => stat.value));
  expect(await scope.locator("dl dt").allTextContents()).toEqual(stats.map((stat) => stat.label));
}

/** Each item of the section's first list: its h3, text, bullet points, tags and link, in order. */
async function expectItems(scope: Locator, items: Item[], expected: (item: Item) => string, site: SiteLinks) {
  const shown = itemsOf(scope);
  expect(await shown.count()).toBe(items.length);
  expect((await shown.locator(":scope > h3").allTextContents()).map(normalise)).toEqual(items.map(expected));
  for (const [index, item] of items.entries()) {
    const card = shown.nth(index);
    const text = normalise(await card.textContent());
    for (const key of ["description", "badge", "duration", "localCost", "indiaCost", "savings", "stats"]) {
      if (typeof item[key] === "string") expect([item.title, key, text.includes(normalise(item[key]))]).toEqual([item.title, key, true]);
    }
    for (const key of ["features", "activities"]) {
      const bullets = item[key];
      if (Array.isArray(bullets)) expect(await card.locator(":scope > ul > li, [role='group'] li").allTextContents()).toEqual(bullets);
    }
    // A card's button (`action`), or the link to the page a service card describes (`link`).
    const action = (item.action ?? item.link) as ServiceAction | undefined;
    if (action) {
      const link = card.getByRole("link");
      expect(await link.getAttribute("href")).toBe(hrefOf(action, site.schedulerUrl));
      // A page link names its card after the label (visually hidden); the scheduler link says it opens a new tab.
      expect(normalise(await link.textContent())).toBe(action.scheduler ? linkTextOf(action, site) : `${action.label}: ${item.title}`);
    }
  }
}

export async function expectSection(page: Page, section: PageSection, site: SiteLinks) {
  const known = LISTS_OF_TYPE[section.type];
  expect([section.id, section.type, known !== undefined]).toEqual([section.id, section.type, true]);
  const lists = Object.keys(section).filter((key) => Array.isArray(section[key]));
  expect([section.id, lists.filter((key) => !known!.includes(key))]).toEqual([section.id, []]);

  const scope = sectionRegion(page, section);
  expect(await scope.count()).toBe(1);
  const heading = scope.getByRole("heading", { level: section.type === "hero" ? 1 : 2 }).first();
  expect(normalise(await heading.textContent())).toBe(section.title);
  const text = normalise(await scope.textContent());
  for (const key of ["badge", "intro", "text"]) {
    const value = textOf(section, key);
    if (value) expect([section.id, key, text.includes(normalise(value))]).toEqual([section.id, key, true]);
  }
  for (const paragraph of listOf<string>(section, "paragraphs")) expect(text).toContain(normalise(paragraph));

  const actions = listOf<ServiceAction>(section, "actions");
  expect(await ownLinks(scope)).toEqual(actions.map((action) => [linkTextOf(action, site), hrefOf(action, site.schedulerUrl)]));
  await expectSchedulerLinksSafe(scope, site.schedulerUrl);

  const titled = (item: Item) => item.title ?? "";
  switch (section.type) {
    case "hero":
    case "stats":
      await expectStats(scope, listOf<Stat>(section, "stats"));
      break;
    case "cardGrid":
    case "revealCards":
    case "serviceCards":
    case "advantageCards":
      await expectItems(scope, listOf(section, "cards"), titled, site);
      if (section.type === "revealCards") {
        const labels = listOf(section, "cards").map((card) => `${textOf(section, "featuresLabel")}: ${card.title}`);
        expect(await scope.getByRole("group").evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label")))).toEqual(labels);
      }
      break;
    case "process":
      await expectItems(scope, listOf(section, "steps"), titled, site);
      break;
    case "benefits":
      await expectItems(scope, listOf(section, "items"), (item) => normalise(`${(item.highlight as string | undefined) ?? ""} ${item.title}`), site);
      break;
    case "costComparison": {
      await expectItems(scope, listOf(section, "comparisons"), titled, site);
      const comparisons = listOf(section, "comparisons");
      const figures = await itemsOf(scope).evaluateAll((items) => items.map((item) => [...item.querySelectorAll("dd")].map((dd) => dd.textContent)));
      expect(figures).toEqual(comparisons.map((item) => [item.localCost, item.indiaCost, item.savings]));
      const labels = [textOf(section, "localLabel"), textOf(section, "indiaLabel"), textOf(section, "savingsLabel")];
      for (const [index] of comparisons.entries()) expect(await itemsOf(scope).nth(index).locator("dt").allTextContents()).toEqual(labels);
      const points = listOf<string>(section, "points");
      if (points.length > 0) expect(await scope.locator("ul:not(li ul)").last().locator(":scope > li").allTextContents()).toEqual(points);
      break;
    }
    case "textBlock":
      expect(await scope.locator("ul:not(li ul) > li").allTextContents()).toEqual(listOf<string>(section, "points"));
      break;
    case "talentCategories": {
      const categories = listOf(section, "categories");
      await expectItems(scope, categories, titled, site);
      for (const category of categories) {
        const tags = scope.getByRole("list", { name: `${textOf(section, "skillsLabel")}: ${category.title}`, exact: true });
        expect(await tags.getByRole("listitem").allTextContents()).toEqual(category.skills);
      }
      break;
    }
    case "industries":
      expect((await itemsOf(scope).allTextContents()).map(normalise)).toEqual(listOf(section, "industries").map((industry) => industry.name));
      break;
    case "integrationTabs": {
      const entries = listOf(section, "entries");
      const popular = textOf(section, "popularLabel") ?? "";
      const tabs = scope.getByRole("tablist", { name: textOf(section, "tabsLabel"), exact: true }).getByRole("tab");
      expect(await tabs.allTextContents()).toEqual(entries.map((entry) => `${entry.title}${entry.popular ? popular : ""}`));
      expect(await scope.getByRole("tabpanel", { includeHidden: true }).count()).toBe(entries.length);
      const cards = scope.locator("li > button[aria-pressed]");
      expect((await cards.allTextContents()).map(normalise)).toEqual(
        entries.map((entry) => normalise(`${entry.title}${entry.subtitle as string}${entry.popular ? popular : ""}`)),
      );
      break;
    }
    case "callToAction":
      break;
  }
}

/**
 * The whole check of a page's sections: every section of the data shown (the generic check of
 * support/section-content.ts), and the kinds of this file in detail.
 */
export async function expectPageSections(page: Page, sections: readonly PageSection[], collections: Collections, site: SiteLinks) {
  await expectSectionsShown(page, sections, collections, site.schedulerUrl);
  for (const section of sections) if (hasDetailedCheck(section.type)) await eventually(() => expectSection(page, section, site));
}

/** The items of a list that enters staggered, as the data gives them (cards or points). */
export function staggeredItems(section: PageSection): unknown[] {
  return [...listOf(section, "cards"), ...listOf(section, "points")];
}
