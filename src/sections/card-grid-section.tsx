import { graphql } from "gatsby";
import { CardGrid } from "../ui/card";
import { StaggeredEntrance } from "./entrance-motion";
import { SectionActions } from "./section-actions";
import { SectionCard } from "./section-card";
import { cardMinWidth } from "./grid-columns";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment CardGridSectionFields on CardGridSection {
    id
    tone
    title
    intro
    staggerMs
    cards {
      ...SectionCardFields
    }
    actions {
      ...SectionActionFields
    }
  }
`;

/** A heading over a responsive grid of cards (products, pillars, reasons, capabilities, modules...). */
export function CardGridSection({ section }: { section: Queries.CardGridSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <StaggeredEntrance staggerMs={section.staggerMs}>
        <CardGrid $min={cardMinWidth(section.cards.length)}>
          {section.cards.map((card, position) => (
            <SectionCard key={position} card={card} />
          ))}
        </CardGrid>
      </StaggeredEntrance>
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
