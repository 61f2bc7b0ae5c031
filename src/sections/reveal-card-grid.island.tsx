import { defineIsland } from "../islands/define-island";
import { useAfterTwoFrames } from "../lib/use-after-two-frames";
import { useMounted } from "../lib/use-mounted";
import { CardGrid } from "../ui/card";
import { cardMinWidth } from "./grid-columns";
import { RevealCard } from "./reveal-card";

type RevealCardGridProps = Pick<Queries.RevealCardsSectionFieldsFragment, "cards" | "featuresLabel">;

/**
 * Service cards whose feature bullets appear when the card is hovered, holds keyboard focus or is
 * tapped. Folding, hover and focus work in CSS before this code runs (./reveal-card.tsx); it adds a
 * tap's toggle. The server HTML and a page without JavaScript show everything.
 */
function RevealCardGrid({ cards, featuresLabel }: RevealCardGridProps) {
  const transitions = useAfterTwoFrames(useMounted());
  return (
    <CardGrid $min={cardMinWidth(cards.length)}>
      {cards.map((card, index) => (
        <RevealCard key={index} card={card} featuresLabel={featuresLabel} transitions={transitions} />
      ))}
    </CardGrid>
  );
}

/** Wakes at the first input on the grid; a tap before then takes effect once it is awake. */
export default defineIsland({ name: "reveal-card-grid", when: "interaction", Component: RevealCardGrid });
