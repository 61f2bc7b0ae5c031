import fs from "fs";
import path from "path";
import { createElement, type ComponentType } from "react";
import { act, render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { collectionFieldsOfKind, sectionsShownIn } from "../../../gatsby/listings/section-collections";
import { theme } from "../../theme/theme";
import { queryShapedFile, rootField, type PreviewContext } from "../../../gatsby/cms/preview/query-shaped";
import { sectionPageFiles } from "./section-fixtures";
import { previewContext, renderPageSections, SECTION_PAGE_KIND } from "./render-page-file";
import { pageFiles, type PageFile } from "../../../gatsby/routes/page-files";

/**
 * Editors repeat things: two testimonials from "Anonymous", a bullet written twice, two buttons
 * labelled "Learn more". Every section of every page file, with the first entry of each of its lists
 * (and of the single files it lists, such as data/testimonials.json) written once more, renders each
 * entry, with no two of React's children under one key (React warns, and may drop or repeat one of
 * them when the list renders again). Lists of entries with an `id` are left alone: the build refuses
 * a repeated id. Lists of every file of a kind (articles, case studies) are one entry per file. The
 * pages of a collection (a case study, an article) render through their template as the CMS preview
 * renders them: one file of each kind, the one with the most list entries, as the keys are the
 * template's, whatever the file.
 */

const DATA = path.resolve("data");
const SAME_KEY = "Encountered two children with the same key";

type Json = unknown;

/** A copy of `value` in which every list not of entries with an id holds its first entry once more, at its end. */
function withFirstEntriesRepeated(value: Json): Json {
  if (Array.isArray(value)) {
    const entries = value.map(withFirstEntriesRepeated);
    const first = entries[0];
    const hasId = first !== null && typeof first === "object" && "id" in first;
    return entries.length > 0 && !hasId ? [...entries, JSON.parse(JSON.stringify(first)) as Json] : entries;
  }
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withFirstEntriesRepeated(child)]));
  return value;
}

/** The preview's snapshot with the single files that sections list repeated the same way. */
function contextWithRepeatedCollections(context: PreviewContext): PreviewContext {
  const collections = Object.fromEntries(
    Object.entries(context.data.collections).map(([kind, fields]) => [
      kind,
      Object.fromEntries(
        Object.entries(fields).map(([field, listed]) => {
          const every = collectionFieldsOfKind(kind).find((candidate) => candidate.field === field)?.every ?? true;
          return [field, every ? listed : { ...listed, value: withFirstEntriesRepeated(listed.value) }];
        }),
      ),
    ]),
  );
  return { ...context, data: { ...context.data, collections } };
}

let context: PreviewContext;
beforeAll(() => {
  context = contextWithRepeatedCollections(previewContext(DATA));
});

test.each(sectionPageFiles())("%s with the first entry of every list repeated: every section renders, no two children under one key", async (file, page) => {
  const repeated = { ...page, sections: page.sections.map((section) => withFirstEntriesRepeated(section) as typeof section) };
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const container = await renderPageSections(repeated, file, context);
    // A section that would show nothing (src/sections/left-out-sections.ts) is not on the page.
    expect(container.querySelectorAll(":scope > section")).toHaveLength(sectionsShownIn(DATA, page.sections).length);
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes(SAME_KEY))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});

/** How many entries the lists of a JSON value hold in all. */
const entriesIn = (value: Json): number =>
  Array.isArray(value)
    ? value.length + value.reduce((count: number, entry) => count + entriesIn(entry), 0)
    : value !== null && typeof value === "object"
      ? Object.values(value).reduce((count: number, child) => count + entriesIn(child), 0)
      : 0;

/** Of each page kind but the section pages (tested above), the file whose lists hold the most entries. */
function collectionPageFiles(): Array<[string, PageFile]> {
  const byKind = new Map<string, { file: PageFile; entries: number }>();
  for (const file of pageFiles(DATA)) {
    if (file.kind === SECTION_PAGE_KIND) continue;
    const entries = entriesIn(JSON.parse(fs.readFileSync(file.file, "utf8")) as Json);
    const best = byKind.get(file.kind.typeName);
    if (!best || entries > best.entries) byKind.set(file.kind.typeName, { file, entries });
  }
  return [...byKind.values()].map(({ file }) => [`data/${file.directory}/${file.name}.json`, file]);
}

test.each(collectionPageFiles())(
  "%s with the first entry of every list repeated: its template renders it, no two children under one key",
  async (_name, file) => {
    const repeated = withFirstEntriesRepeated(JSON.parse(fs.readFileSync(file.file, "utf8")) as Json) as Record<string, unknown>;
    const item = await queryShapedFile(repeated, file.kind, file.name, context);
    const { default: Template } = (await import(`../../templates/${path.basename(file.kind.template, ".tsx")}`)) as {
      default: ComponentType<{ data: Record<string, unknown>; pageContext: Record<string, unknown> }>;
    };
    jest.mocked(useStaticQuery).mockReturnValue(context.data.staticQuery);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(
          <ThemeProvider theme={theme}>
            {createElement(Template, {
              data: { [rootField(file.kind.typeName)]: item, siteJson: (context.data.staticQuery as { siteJson: unknown }).siteJson },
              pageContext: {},
            })}
          </ThemeProvider>,
        );
      });
      expect(document.querySelector("h1")?.textContent).toBe(String(repeated.title));
      expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes(SAME_KEY))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  },
);
