import type { Page } from "playwright-core";
import type { PageSection, ServiceAction } from "./content";
import { region } from "./page-checks";

/**
 * What the browser adds to the unit test of every section's content
 * (src/sections/__tests__/section-content.test.tsx renders every section of every page file and
 * checks every text, link and listed item): that the built, hydrated page holds each section of its
 * data once, in order, each titled one a region named by its heading (the first by the page's h1,
 * every other by an h2), and that every link opening a new tab has no handle on the page. No kind or
 * field of a kind is named here.
 */

export const normalise = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

/** Where an action leads: a page of this site, or the scheduler of data/site.json in a new tab. */
export function hrefOf(action: ServiceAction, schedulerUrl: string): string {
  if (action.scheduler) return schedulerUrl;
  if (!action.to) throw new Error(`the action "${action.label}" names no page and is no scheduler link`);
  return action.to;
}

type ShownSection = { id: string; heading: string; level: string; named: boolean; newTabs: string[] };

/** The top-level sections of <main>: id (the first's from its heading's id), heading text and level, whether it is a named region, and its unsafe new-tab links. */
async function shownSections(page: Page): Promise<ShownSection[]> {
  return page.locator("main").evaluate((main) => {
    const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const topLevel = Array.from(main.querySelectorAll("section")).filter((section) => !section.parentElement?.closest("section"));
    return topLevel.map((section) => {
      const labelledBy = section.getAttribute("aria-labelledby") ?? "";
      const heading = document.getElementById(labelledBy);
      return {
        id: section.id || labelledBy.replace(/-heading$/, ""),
        heading: clean(heading?.textContent),
        level: heading?.tagName ?? "",
        named: heading !== null && section.contains(heading),
        newTabs: Array.from(section.querySelectorAll("a[target]"))
          .filter((link) => link.getAttribute("target") !== "_blank" || link.getAttribute("rel") !== "noopener noreferrer")
          .map((link) => `${link.getAttribute("href")} target=${link.getAttribute("target")} rel=${link.getAttribute("rel")}`),
      };
    });
  });
}

/** The check above for a page's sections (of data/, or of the edited-content test's changed copy), read in one round trip. */
export async function expectPageSections(page: Page, sections: readonly PageSection[]): Promise<void> {
  const shown = await shownSections(page);
  expect(shown.map((section) => section.id)).toEqual(sections.map((section) => section.id));
  const problems = sections.flatMap((section, index) => {
    const { heading, level, named, newTabs } = shown[index]!;
    const where = `section "${section.id}"`;
    const own = newTabs.map((link) => `${where}: its link ${link} opens a new tab with a handle on the page`);
    // A kind without a title (a form section headed by its form's title) names no region.
    if (typeof section.title !== "string") return own;
    if (!named || heading !== normalise(section.title)) own.push(`${where}: not a region named "${section.title}" (headed "${heading}")`);
    if (level !== (index === 0 ? "H1" : "H2")) own.push(`${where}: headed by an ${level}`);
    return own;
  });
  expect(problems).toEqual([]);
}

/** Every address a piece of content links to: the page each link or action names, or the scheduler. */
function linksOf(value: unknown, schedulerUrl: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => linksOf(item, schedulerUrl));
  if (value === null || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  const own = object.scheduler === true ? [schedulerUrl] : typeof object.to === "string" ? [object.to] : [];
  return [...own, ...Object.values(object).flatMap((child) => linksOf(child, schedulerUrl))];
}

/** A section outside the page sections (a template's closing call to action): a region named by its title, linking to every page its data names, new tabs safe. */
export async function expectClosingSectionShown(page: Page, section: { title: string }, schedulerUrl: string): Promise<void> {
  const scope = region(page, section.title);
  expect(await scope.count()).toBe(1);
  const links = await scope
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((link) => [link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("rel")]));
  const hrefs = links.map(([href]) => href);
  expect(linksOf(section, schedulerUrl).filter((href) => !hrefs.includes(href))).toEqual([]);
  expect(links.filter(([, target, rel]) => target !== null && (target !== "_blank" || rel !== "noopener noreferrer"))).toEqual([]);
}
