import path from "path";
import { CONTENT_KINDS } from "../../../gatsby/content/content-kinds";
import { collectionFieldsOfKind as collectionsOfKind, pagedKinds, readCollection } from "../../../gatsby/listings/section-collections";
import { dataTexts, normalise, notInOrder } from "../../../gatsby/content/content-texts";
import type { PreviewContext } from "../../../gatsby/cms/preview/query-shaped";
import { sectionPageFiles } from "./section-fixtures";
import { previewContext, renderPageSections } from "./render-page-file";
import { sectionsToShow } from "../left-out-sections";
import { WIDEST_WORD_PROPERTY, WORD_BOUNDARY } from "../../ui/fit-widest-word";

/**
 * What every section of every page file (data/pages, data/services) shows, for any kind, known or
 * new, rendered through the registry as the page template renders it: one top-level <section> per
 * section of the data, in order, the first with the page's one h1; each shows every text of its data
 * (as text, or as the accessible name or alternative text the layout gives it), links to every page
 * its data names, and shows every list's items in the data's order. A section that would show
 * nothing (src/sections/left-out-sections.ts) is not on the page. A kind that lists a collection
 * (its schema's @allNodes / @singleNode fields) gets it read from data/ in the build's order
 * (gatsby/listings/section-collections.ts): every entry of an @allNodes list shows in that order; of a single
 * file's lists, those the section selects show in the file's order.
 */

const DATA = path.resolve("data");
/** The schema file of a content kind's files, to read a collection entry's texts. */
const schemaOf = (typeName: string) => CONTENT_KINDS.find((kind) => kind.typeName === typeName)!.schema;
const SECTION = "sections.schema.json#/definitions/section";

let context: PreviewContext;
beforeAll(() => {
  context = previewContext(DATA);
});

type Json = { type: string; id: string } & Record<string, unknown>;

/** The section kinds whose list is split into pages of `pageSize` entries. */
const PAGED_KINDS = new Set(pagedKinds().map((paged) => paged.kind));

/** The readable text of a rendered section: its text, then the accessible names and alternative texts inside it. */
function readableOf(element: Element): string {
  const names = Array.from(
    element.querySelectorAll("[aria-label], [alt]"),
    (node) => `${node.getAttribute("aria-label") ?? ""} ${node.getAttribute("alt") ?? ""}`,
  );
  return normalise(`${element.textContent ?? ""} | ${names.join(" | ")}`);
}

/** What a section of the data does not show, as readable lines. */
function problemsOf(section: Json, shown: Element): string[] {
  const where = `${section.type} "${section.id}"`;
  const readable = readableOf(shown);
  const { texts, lists, links } = dataTexts(section, SECTION);
  const hrefs = Array.from(shown.querySelectorAll("a[href]"), (link) => link.getAttribute("href"));
  const problems = [
    ...texts.filter((text) => !readable.includes(text)).map((text) => `${where}: does not show "${text}"`),
    ...links.filter((to) => !hrefs.includes(to)).map((to) => `${where}: has no link to ${to}`),
    ...lists.flatMap(({ where: list, names }) => notInOrder(readable, names).map((name) => `${where}: ${list} does not show "${name}" in the data's order`)),
  ];
  for (const collection of collectionsOfKind(section.type)) {
    const value = section[collection.field];
    const schema = schemaOf(collection.typeName);
    if (collection.every) {
      // A list split into pages shows its first page here (the next pages are pages of their own).
      const shownCount = PAGED_KINDS.has(section.type) ? Number(section.pageSize) : undefined;
      const names = (value as unknown[]).slice(0, shownCount).map((entry) => dataTexts(entry, schema).texts[0] ?? "");
      for (const name of notInOrder(readable, names)) problems.push(`${where}: ${collection.field} does not list "${name}" in order`);
    } else {
      for (const { where: list, names } of dataTexts(value, schema).lists) {
        const selected = names.filter((name) => readable.includes(name));
        if (selected.length === 0) problems.push(`${where}: shows none of ${collection.field}.${list}`);
        for (const name of notInOrder(readable, selected)) problems.push(`${where}: ${collection.field}.${list} does not show "${name}" in order`);
      }
    }
  }
  return problems;
}

/**
 * The words of fitted text (src/ui/fit-widest-word.ts) a browser could still break inside, after a
 * hyphen, a dash or a slash ("6-" above "18"), that are not kept on one line. Which marks a
 * browser breaks after is written here on its own, so src/ui/whole-words.tsx is not its own witness.
 */
function breakableWords(container: Element): string[] {
  const words: string[] = [];
  for (const fitted of container.querySelectorAll(`[style*="${WIDEST_WORD_PROPERTY}"]`)) {
    const walker = fitted.ownerDocument.createTreeWalker(fitted, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const kept = node.parentElement !== fitted && getComputedStyle(node.parentElement!).whiteSpace === "nowrap";
      if (kept) continue;
      for (const word of (node.textContent ?? "").split(WORD_BOUNDARY)) if (/.[-\u2010-\u2015/]./u.test(word)) words.push(word);
    }
  }
  return words;
}

test.each(sectionPageFiles())(
  "%s: every section in order at its anchor (its id), the first with the one h1, each showing every text, link and listed item of its data; fitted text breaks only between its words",
  async (file, page) => {
    const sections = page.sections.map((section) => ({
      ...section,
      ...Object.fromEntries(collectionsOfKind(section.type).map((collection) => [collection.field, readCollection(DATA, collection)])),
    }));
    // A section that would show nothing (a selection of none) is left out, its heading with it.
    const toShow = sectionsToShow(sections);
    const container = await renderPageSections(page, file, context);
    const shown = Array.from(container.querySelectorAll(":scope > section"));
    expect(shown).toHaveLength(toShow.length);
    expect(Array.from(container.querySelectorAll("h1"), (heading) => heading.textContent)).toEqual([toShow[0]!.title]);
    expect(Array.from(container.querySelectorAll(":scope > section[id]"), (section) => section.id)).toEqual(toShow.map((section) => section.id));
    expect(toShow.flatMap((section, index) => problemsOf(section, shown[index]!))).toEqual([]);
    expect(breakableWords(container)).toEqual([]);
  },
);
