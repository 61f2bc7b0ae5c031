import fs from "fs";
import path from "path";
import { withLinkTargets } from "../../../gatsby/routes/page-references";
import { sectionPageFiles as pageFilesWithSections } from "../../../gatsby/routes/page-files";
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

/** Every page or service page file, read when the test runs: [`data/<folder>/<file>.json`, its sections with their link addresses]. */
export function sectionPageFiles(): Array<[string, { sections: JsonSection[] }]> {
  return pageFilesWithSections(path.resolve("data")).map(({ directory, name, file }) => {
    const { sections } = JSON.parse(fs.readFileSync(file, "utf8")) as { sections: JsonSection[] };
    return [`data/${directory}/${name}.json`, { sections: withLinkTargets(sections) }];
  });
}

/**
 * Every section of a kind on any page or service page, read when the test runs, as
 * [`data/<folder>/<file>.json#<id>`, section] shaped as the page query returns it (icons drawn,
 * links with their addresses). Empty when no page shows the kind, so a test that renders each one
 * also renders content of its own.
 */
export function sectionsOfKind<T>(type: string): Array<[string, T]> {
  return sectionPageFiles().flatMap(([file, { sections }]) => {
    const ofKind = sections.filter((section) => section.type === type);
    return sectionsOf({ sections: ofKind }).map((section, index) => [`${file}#${ofKind[index]?.id}`, section as unknown as T] as [string, T]);
  });
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
