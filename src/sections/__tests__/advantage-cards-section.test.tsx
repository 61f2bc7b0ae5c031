import { screen, within } from "@testing-library/react";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import { renderWithSite } from "../../../jest/render-with-site";
import { AdvantageCardsSection } from "../advantage-cards-section";
import { sectionsOfKind } from "./section-fixtures";

type Section = Queries.AdvantageCardsSectionFieldsFragment;

/** Content of the test's own: three cards, so the check runs even when no page shows the kind. */
const FIXTURE: Section = withIconGlyphs({
  id: "fixture-advantages",
  tone: null,
  title: "Fixture advantages",
  intro: null,
  cards: [
    { icon: "database", title: "First advantage", description: "What the first advantage means.", stats: "1 first figure" },
    { icon: "clock", title: "Second advantage", description: "What the second advantage means.", stats: "2 second figures" },
    { icon: "award", title: "Third advantage", description: "What the third advantage means.", stats: "3 third figures" },
  ],
});

/** The fixture, then every advantageCards section of data/pages and data/services. */
const CASES: Array<[string, Section]> = [["a fixture of the test's own", FIXTURE], ...sectionsOfKind<Section>("advantageCards")];

test.each(CASES)("%s: every card in data order, each with its title, description and stats line", (_source, section) => {
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
