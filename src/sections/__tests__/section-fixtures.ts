import { SECTION_TYPE_NAMES, type SectionJsonType } from "../../../gatsby/schema/page-sections";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import type { PageSectionData } from "../registry";

type JsonSection = { type: string; id: string } & Record<string, unknown>;

/** A service page's sections from data/services/<slug>.json, shaped as the page query returns them (icons resolved). */
export function sectionsOf(page: { sections: readonly JsonSection[] }): PageSectionData[] {
  return page.sections.map(
    (section) => ({ ...withIconGlyphs(section), __typename: SECTION_TYPE_NAMES[section.type as SectionJsonType] }) as unknown as PageSectionData,
  );
}

/** One section of a page by its id, typed as the component of that type expects. */
export function sectionById<T>(page: { sections: readonly JsonSection[] }, id: string): T {
  const found = sectionsOf(page).find((section) => section.id === id);
  if (!found) throw new Error(`No section "${id}"`);
  return found as unknown as T;
}
