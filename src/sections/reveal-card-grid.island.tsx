import { defineIsland } from "../islands/define-island";
import { useHydrated, useSettledAfter } from "../lib/use-hydrated";
import { CardGrid } from "../ui/card";
import { cardMinWidth } from "./grid-columns";
import { RevealCard } from "./reveal-card";

type RevealCardGridProps = Pick<Queries.RevealCardsSectionFieldsFragment, "cards" | "featuresLabel">;

/**
 * Service cards whose feature bullets appear when the card is hovered, holds keyboard focus or is
 * tapped. Folding, hover and focus work in CSS before the island hydrates (./reveal-card.tsx); the
 * island adds a tap's toggle. The server HTML and a page without JavaScript show everything.
 */
function RevealCardGrid({ cards, featuresLabel }: RevealCardGridProps) {
  const settled = useSettledAfter(useHydrated());
  return (
    <CardGrid $min={cardMinWidth(cards.length)}>
      {cards.map((card) => (
        <RevealCard key={card.title} card={card} featuresLabel={featuresLabel} settled={settled} />
      ))}
    </CardGrid>
  );
}

/** Hydrates at the first input on the grid: a tap before then is held and played (src/islands/replay-early-input.ts). */
export default defineIsland({ name: "reveal-card-grid", when: "interaction", Component: RevealCardGrid });
