import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "gatsby";
import homeJson from "../../../../data/pages/home.json";
import { withIconGlyphs } from "../../../../jest/fixtures/with-icon-glyphs";
import { renderWithSite } from "../../../../jest/render-with-site";
import { FaqSection } from "../faq-section";
import { IndiaAdvantageSection } from "../india-advantage-section";
import { ServicesOverview } from "../services-overview";

const home = withIconGlyphs(homeJson);

const linkTargets = () => jest.mocked(Link).mock.calls.map(([props]) => (props as { to: string }).to);

beforeEach(() => jest.mocked(Link).mockClear());

test("Our Services: a card per service in data order, each with three features and a Learn More to its page", () => {
  renderWithSite(<ServicesOverview id="services" services={home.services} />);
  const grid = screen.getByRole("region", { name: home.services.title }).querySelector("ul");
  const cards = Array.from(grid?.children ?? []) as HTMLElement[];
  expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(home.services.cards.map((card) => card.title));
  home.services.cards.forEach((card, index) => {
    const item = cards[index]!;
    expect(
      within(item)
        .getAllByRole("listitem")
        .map((feature) => feature.textContent),
    ).toEqual(card.features);
    expect(within(item).getByRole("link")).toHaveAttribute("href", card.to);
    expect(within(item).getByRole("link")).toHaveTextContent(`${home.services.learnMoreLabel}: ${card.title}`);
  });
  expect(screen.getByRole("link", { name: home.services.viewAll.label })).toHaveAttribute("href", "/services");
});

test("Why Outsource to India: Explore India Advantage is a plain link (a full page load), Get Cost Analysis goes through the router", () => {
  renderWithSite(<IndiaAdvantageSection id="why-india" india={home.india} />);
  expect(screen.getByRole("link", { name: home.india.explore.label })).toHaveAttribute("href", "/india-advantage");
  expect(screen.getByRole("link", { name: home.india.costAnalysis.label })).toHaveAttribute("href", "/cost-analysis");
  expect(linkTargets()).toContain("/cost-analysis");
  expect(linkTargets()).not.toContain("/india-advantage");
  expect(within(screen.getByRole("list", { name: home.india.benefitsTitle })).getAllByRole("heading", { level: 3 })).toHaveLength(6);
});

test("FAQ: every question from data, answers open independently", async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqSection id="faq" faq={home.faq} />);
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((button) => button.textContent)).toEqual(home.faq.items.map((item) => item.question));
  await user.click(buttons[0]!);
  await user.click(buttons[1]!);
  expect(screen.getByRole("region", { name: home.faq.items[0]!.question })).toHaveTextContent(home.faq.items[0]!.answer);
  expect(screen.getByRole("region", { name: home.faq.items[1]!.question })).toBeVisible();
});
