import { useState } from "react";
import { graphql } from "gatsby";
import { CardGrid } from "../ui/card";
import { useHydrated } from "../lib/use-hydrated";
import { RevealCard } from "./reveal-card";
import { SectionActions } from "./section-actions";
import { cardMinWidth } from "./grid-columns";
import { SectionFrame } from "./section-frame";

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

/**
 * Service cards whose feature bullets appear when the card is hovered, holds keyboard focus or is
 * tapped. The hovered card is this block's state (set on mouse enter, cleared on leave). Until
 * hydration every card is open, so the server HTML and a page without JavaScript show everything.
 */
export function RevealCardsSection({ section }: { section: Queries.RevealCardsSectionFieldsFragment }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const interactive = useHydrated();
  return (
    <SectionFrame section={section}>
      <CardGrid $min={cardMinWidth(section.cards.length)}>
        {section.cards.map((card, index) => (
          <RevealCard
            key={card.title}
            card={card}
            featuresLabel={section.featuresLabel}
            interactive={interactive}
            hovered={hovered === index}
            onHoverChange={(isHovered) => setHovered((current) => (isHovered ? index : current === index ? null : current))}
          />
        ))}
      </CardGrid>
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
