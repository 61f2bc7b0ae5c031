import { contentSchema } from "../../../gatsby/schema";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import type { PageSectionData } from "../registry";

type JsonSection = { type: string; id: string } & Record<string, unknown>;

/** A section's JSON `type` → its GraphQL type, as the build's schema (generated from data/schemas) resolves it. */
export const SECTION_TYPE_NAMES: Readonly<Record<string, string>> = contentSchema().interfaces.find((face) => face.name === "PageSection")?.members ?? {};

/** A page's sections from its data file, shaped as the page query returns them (icons resolved). */
export function sectionsOf(page: { sections: readonly JsonSection[] }): PageSectionData[] {
  return page.sections.map((section) => ({ ...withIconGlyphs(section), __typename: SECTION_TYPE_NAMES[section.type] }) as unknown as PageSectionData);
}

/** One section of a page by its id, typed as the component of that type expects. */
export function sectionById<T>(page: { sections: readonly JsonSection[] }, id: string): T {
  const found = sectionsOf(page).find((section) => section.id === id);
  if (!found) throw new Error(`No section "${id}"`);
  return found as unknown as T;
}
