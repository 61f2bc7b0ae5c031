import path from "path";
import { act, render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { CONTENT_KINDS, isPageKind, type ContentKind } from "../../../gatsby/content/content-kinds";
import { collectionFieldsOfKind } from "../../../gatsby/listings/section-collections";
import { theme } from "../../theme/theme";
import { PageSections, type PageSectionData } from "../registry";
import { queryShapedFile, type PreviewContext } from "../../../gatsby/cms/preview/query-shaped";
import { previewData } from "../../../gatsby/cms/preview-data";
import { sectionPageFiles } from "./section-fixtures";

/**
 * Editors repeat things: two testimonials from "Anonymous", a bullet written twice, two buttons
 * labelled "Learn more". Every section of every page file, with the first entry of each of its lists
 * (and of the single files it lists, such as data/testimonials.json) written once more, renders each
 * entry, with no two of React's children under one key (React warns, and may drop or repeat one of
 * them when the list renders again). Lists of entries with an `id` are left alone: the build refuses
 * a repeated id. Lists of every file of a kind (articles, case studies) are one entry per file.
 */

const DATA = path.resolve("data");
const PAGE_KIND = (CONTENT_KINDS as readonly ContentKind[]).find((kind) => isPageKind(kind) && kind.directories.includes("pages"))!;
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
  context = contextWithRepeatedCollections({ data: previewData(DATA), image: (src) => Promise.resolve({ src, width: 800, height: 600 }) });
});

test.each(sectionPageFiles())("%s with the first entry of every list repeated: every section renders, no two children under one key", async (file, page) => {
  const repeated = { ...page, sections: page.sections.map((section) => withFirstEntriesRepeated(section) as typeof section) };
  const { sections: rendered } = (await queryShapedFile(repeated, PAGE_KIND, path.basename(file, ".json"), context)) as unknown as {
    sections: PageSectionData[];
  };
  jest.mocked(useStaticQuery).mockReturnValue(context.data.staticQuery);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  let container: HTMLElement | undefined;
  try {
    await act(async () => {
      container = render(
        <ThemeProvider theme={theme}>
          <PageSections sections={rendered} />
        </ThemeProvider>,
      ).container;
    });
    expect(container!.querySelectorAll(":scope > section")).toHaveLength(page.sections.length);
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes(SAME_KEY))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});
