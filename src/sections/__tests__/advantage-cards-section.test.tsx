import { screen, within } from "@testing-library/react";
import indiaAdvantage from "../../../data/pages/india-advantage.json";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import { renderWithSite } from "../../../jest/render-with-site";
import { AdvantageCardsSection } from "../advantage-cards-section";

const advantageCards = indiaAdvantage.sections.find((candidate) => candidate.type === "advantageCards");
if (!advantageCards?.cards) throw new Error("data/pages/india-advantage.json has no advantageCards section");
const section = withIconGlyphs(advantageCards) as Queries.AdvantageCardsSectionFieldsFragment;

test("every card in data order, each with its title, description and stats line", () => {
  renderWithSite(<AdvantageCardsSection section={section} />);
  const region = screen.getByRole("region", { name: section.title });
  const cards = within(region).getAllByRole("listitem");
  expect(cards).toHaveLength(section.cards.length);
  cards.forEach((card, index) => {
    const expected = section.cards[index]!;
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(expected.title);
    expect(within(card).getByText(expected.description)).toBeInTheDocument();
    expect(within(card).getByText(expected.stats)).toBeInTheDocument();
    // The icon is decoration: the title says what the card is about.
    const icon = card.querySelector("svg");
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon?.innerHTML).toBe(expected.icon?.body);
  });
});
