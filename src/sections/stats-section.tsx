import { graphql } from "gatsby";
import { Section } from "../ui/section";
import { StatGrid } from "../ui/stat-grid";
import { headingIdOf, toneOf } from "./section-tone";

export const query = graphql`
  fragment StatsSectionFields on StatsSection {
    id
    tone
    title
    intro
    stats {
      value
      label
    }
  }
`;

/** A row of headline figures, with an optional heading. */
export function StatsSection({ section }: { section: Queries.StatsSectionFieldsFragment }) {
  const tone = toneOf(section.tone);
  return (
    <Section id={section.id} headingId={headingIdOf(section)} tone={tone} title={section.title} intro={section.intro ?? undefined}>
      <StatGrid stats={section.stats ?? []} onDark={tone === "dark"} />
    </Section>
  );
}
