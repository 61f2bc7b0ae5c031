import { graphql } from "gatsby";
import { StatGrid } from "../ui/stat-grid";
import { SectionFrame, toneOf } from "../ui/section";

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
    <SectionFrame section={section}>
      <StatGrid stats={section.stats ?? []} onDark={tone === "dark"} />
    </SectionFrame>
  );
}
