import { useState } from "react";
import { defineIsland } from "../islands/define-island";
import { useHydrated, useSettledAfter } from "../lib/use-hydrated";
import { CardGrid } from "../ui/card";
import { cardMinWidth } from "./grid-columns";
import { RevealCard } from "./reveal-card";

type RevealCardGridProps = Pick<Queries.RevealCardsSectionFieldsFragment, "cards" | "featuresLabel">;

/**
 * Service cards whose feature bullets appear when the card is hovered, holds keyboard focus or is
 * tapped. The hovered card is this grid's state (set on mouse enter, cleared on leave). Until
 * hydration every card is open, so the server HTML and a page without JavaScript show everything.
 */
function RevealCardGrid({ cards, featuresLabel }: RevealCardGridProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const interactive = useHydrated();
  const settled = useSettledAfter(interactive);
  return (
    <CardGrid $min={cardMinWidth(cards.length)}>
      {cards.map((card, index) => (
        <RevealCard
          key={card.title}
          card={card}
          featuresLabel={featuresLabel}
          interactive={interactive}
          settled={settled}
          hovered={hovered === index}
          onHoverChange={(isHovered) => setHovered((current) => (isHovered ? index : current === index ? null : current))}
        />
      ))}
    </CardGrid>
  );
}

/** Hydrates when the browser is idle: the cards fold their features then, before the visitor scrolls to them. */
export default defineIsland({ name: "reveal-card-grid", when: "idle", Component: RevealCardGrid });
