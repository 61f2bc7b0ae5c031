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

/** Test-owned content for a card section: `count` cards, each with `features` bullets and a link to /contact. */
export function revealCardsFixture(count: number, features = 3): Queries.RevealCardsSectionFieldsFragment {
  const action = (label: string, to: string | null, scheduler: boolean | null) => ({ label, to, scheduler, variant: null });
  return {
    id: "fixture-services",
    tone: null,
    title: "Fixture services",
    intro: "Cards owned by the test, not by data/.",
    featuresLabel: "Features",
    cards: Array.from({ length: count }, (_, index) => ({
      icon: null,
      title: `Service ${index + 1}`,
      description: `What service ${index + 1} does.`,
      badge: null,
      features: Array.from({ length: features }, (_, feature) => `Feature ${index + 1}.${feature + 1}`),
      action: action("Start", "/contact", null),
    })),
    actions: [action("Book a call", null, true)],
  };
}
