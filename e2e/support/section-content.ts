import type { Page } from "playwright-core";
import type { Content, PageSection } from "./content";

/**
 * The generic content check of a page made of sections, for any section kind, known or new: the
 * page's <main> holds one top-level <section> per section of its data, in the data's order, and
 * each shows every text its data holds (as text, or as the accessible name or alternative text the
 * layout gives it), links to every page its data names, opens the scheduler of data/site.json
 * safely for every scheduler action, and shows the items of every list in the data's order —
 * including the lists that come from a collection (posts, case studies, testimonials) rather than
 * from the page file. Everything the page shows is read in one round trip.
 */

type Json = Record<string, unknown>;

/** Fields that choose how, where or whether something shows, not text that a visitor reads. */
const NOT_TEXT = new Set(["type", "id", "tone", "icon", "colour", "gradient", "variant", "image", "page", "to", "show", "$schema"]);

/** The field whose text names an item of a list, to find the item in the page's text (the first one an item has). */
const NAMING_FIELDS = ["title", "question", "name", "label", "phase", "metric", "value"];

/** What a page's data and its collections say a section shows. */
export type Collections = Pick<ReturnType<Content["testimonials"]>, "testimonials"> & {
  posts: ReadonlyArray<{ title: string }>;
  caseStudies: ReadonlyArray<{ title: string }>;
};

type Testimonial = Collections["testimonials"][number];

/** The testimonials a section shows, in the file's order: a featured band the featured ones, a list those its `show` picks (all when absent). */
export function shownTestimonials(section: { type: string; show?: unknown }, testimonials: readonly Testimonial[]): Testimonial[] {
  const show = section.type === "featuredTestimonials" ? "featured" : section.show;
  return testimonials.filter((testimonial) => (show === "featured" ? testimonial.featured : show === "others" ? !testimonial.featured : true));
}

const testimonialNames = (section: PageSection, { testimonials }: Collections) =>
  shownTestimonials(section, testimonials).map((testimonial) => testimonial.name);

/**
 * The section kinds that list a collection instead of items of their own, and the names of the items
 * each shows, in order. pages.e2e.ts checks that every such kind of data/schemas is named here.
 */
export const COLLECTION_ITEMS: Readonly<Record<string, (section: PageSection, collections: Collections) => string[]>> = {
  blogList: (_section, { posts }) => posts.map((post) => post.title),
  caseStudyList: (_section, { caseStudies }) => caseStudies.map((study) => study.title),
  featuredTestimonials: testimonialNames,
  testimonialList: testimonialNames,
};

/** The collection a kind lists: the test names the collections of data/ it is given. */
export function collectionsOf(content: Content): Collections {
  return { posts: content.blogPosts(), caseStudies: content.caseStudies(), testimonials: content.testimonials().testimonials };
}

export const normalise = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

/** Every text of a value, at any depth, but for the fields that are not text. */
function textsOf(value: unknown, key = ""): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === "string") return [normalise(value)];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value !== null && typeof value === "object") return Object.entries(value as Json).flatMap(([child, item]) => textsOf(item, child));
  return [];
}

/** Every address a value links to: the pages its references name, and the scheduler for a scheduler action. */
function linksOf(value: unknown, schedulerUrl: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => linksOf(item, schedulerUrl));
  if (value === null || typeof value !== "object") return [];
  const object = value as Json;
  const own = typeof object.to === "string" ? [object.to] : object.scheduler === true ? [schedulerUrl] : [];
  return [...own, ...Object.entries(object).flatMap(([key, child]) => (key === "to" ? [] : linksOf(child, schedulerUrl)))];
}

/** Every list of a value with the text that names each item, at any depth: [where, names in order]. */
function listsOf(value: unknown, where: string, found: Array<[string, string[]]> = []): Array<[string, string[]]> {
  if (Array.isArray(value)) {
    const names = value.map((item) => {
      if (typeof item === "string") return normalise(item);
      const object = (item ?? {}) as Json;
      const field = NAMING_FIELDS.find((name) => typeof object[name] === "string");
      return field ? normalise(object[field] as string) : "";
    });
    if (names.length > 1 && names.every(Boolean)) found.push([where, names]);
    value.forEach((item, index) => listsOf(item, `${where}[${index}]`, found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value as Json)) if (!NOT_TEXT.has(key)) listsOf(child, where ? `${where}.${key}` : key, found);
  }
  return found;
}

/** The texts of `names` that `text` does not hold in this order (each searched after the one before it). */
function notInOrder(text: string, names: readonly string[]): string[] {
  const missing: string[] = [];
  let from = 0;
  for (const name of names) {
    const at = text.indexOf(name, from);
    if (at < 0) missing.push(name);
    else from = at + name.length;
  }
  return missing;
}

type ShownSection = {
  id: string;
  heading: string;
  text: string;
  names: string;
  hrefs: string[];
  newTabs: Array<[string | null, string | null, string | null]>;
};

/** The top-level sections of <main>, each with its id (the hero's from its heading's id), heading, texts, names, links and new-tab links. */
export async function shownSections(page: Page): Promise<ShownSection[]> {
  return page.locator("main").evaluate((main) => {
    const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const topLevel = Array.from(main.querySelectorAll("section")).filter((section) => !section.parentElement?.closest("section"));
    return topLevel.map((section) => {
      const labelledBy = section.getAttribute("aria-labelledby") ?? "";
      const labelled = Array.from(section.querySelectorAll("[aria-label], [alt]"));
      return {
        id: section.id || labelledBy.replace(/-heading$/, ""),
        heading: clean(document.getElementById(labelledBy)?.textContent),
        text: clean(section.textContent),
        names: labelled.map((element) => clean(`${element.getAttribute("aria-label") ?? ""} ${element.getAttribute("alt") ?? ""}`)).join(" | "),
        hrefs: Array.from(section.querySelectorAll("a[href]")).map((link) => link.getAttribute("href") ?? ""),
        newTabs: Array.from(section.querySelectorAll("a[target]")).map(
          (link) => [link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("rel")] as [string | null, string | null, string | null],
        ),
      };
    });
  });
}

/** The section's problems, as readable lines: what of its data it does not show. */
export function problemsOf(section: PageSection, shown: ShownSection, collections: Collections, schedulerUrl: string): string[] {
  const where = `${section.type} "${section.id}"`;
  const problems: string[] = [];
  if (shown.id !== section.id) problems.push(`${where}: shown as section "${shown.id}"`);
  if (typeof section.title === "string" && shown.heading !== normalise(section.title)) problems.push(`${where}: headed "${shown.heading}"`);
  const readable = `${shown.text} | ${shown.names}`;
  for (const text of textsOf(section)) if (!readable.includes(text)) problems.push(`${where}: does not show "${text}"`);
  for (const href of linksOf(section, schedulerUrl)) if (!shown.hrefs.includes(href)) problems.push(`${where}: has no link to ${href}`);
  for (const [href, target, rel] of shown.newTabs) {
    if (target !== "_blank" || rel !== "noopener noreferrer") problems.push(`${where}: its link to ${href} opens with target=${target} rel=${rel}`);
  }
  for (const [list, names] of listsOf(section, "")) {
    for (const name of notInOrder(readable, names)) problems.push(`${where}: ${list} does not show "${name}" in the data's order`);
  }
  const listed = COLLECTION_ITEMS[section.type];
  if (listed)
    for (const name of notInOrder(shown.text, listed(section, collections).map(normalise))) problems.push(`${where}: does not list "${name}" in order`);
  return problems;
}

/** Every section of the data shown, in order, as described above; fails with every problem found, named by section. */
export async function expectSectionsShown(page: Page, sections: readonly PageSection[], collections: Collections, schedulerUrl: string): Promise<void> {
  const shown = await shownSections(page);
  expect(shown.map((section) => section.id)).toEqual(sections.map((section) => section.id));
  expect(sections.flatMap((section, index) => problemsOf(section, shown[index]!, collections, schedulerUrl))).toEqual([]);
}
