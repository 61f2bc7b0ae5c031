import { graphql } from "gatsby";
import RevealCardGrid from "./reveal-card-grid.island";
import { SectionActions } from "./section-actions";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment RevealCardsSectionFields on RevealCardsSection {
    id
    tone
    title
    intro
    featuresLabel
    cards {
      ...SectionCardFields
    }
    actions {
      ...SectionActionFields
    }
  }
`;

/** Service cards that reveal their features on hover, focus or tap (an island), then the section's actions. */
export function RevealCardsSection({ section }: { section: Queries.RevealCardsSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <RevealCardGrid cards={section.cards} featuresLabel={section.featuresLabel} />
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
