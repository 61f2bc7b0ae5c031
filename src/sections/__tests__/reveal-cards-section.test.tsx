import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import d365 from "../../../data/services/dynamics-365-finance-operations.json";
import { RevealCardsSection } from "../reveal-cards-section";
import { renderWithSite } from "../../../jest/render-with-site";
import { sectionById } from "./section-fixtures";

const section = sectionById<Queries.RevealCardsSectionFieldsFragment>(d365, "services");

function cards() {
  const list = screen.getByRole("region", { name: section.title }).querySelector("ul");
  return Array.from(list?.children ?? []) as HTMLElement[];
}

const openStates = () => cards().map((card) => card.getAttribute("data-open"));

test("eight cards, each with three feature bullets and Get Started to /contact, plus Schedule Free Consultation", () => {
  renderWithSite(<RevealCardsSection section={section} />);
  expect(cards()).toHaveLength(8);
  for (const [index, card] of cards().entries()) {
    expect(within(card).getByRole("group").querySelectorAll("li")).toHaveLength(3);
    // Each link names its card, so a screen reader's list of links does not read "Get Started" eight times.
    const link = within(card).getByRole("link", { name: /^Get Started/ });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link.textContent).toBe(`Get Started: ${section.cards[index]?.title}`);
  }
  expect(screen.getByRole("link", { name: "Schedule Free Consultation" })).toHaveAttribute("href", "/contact");
});

test("hovering a card reveals its features and leaving hides them again", () => {
  renderWithSite(<RevealCardsSection section={section} />);
  expect(cards()[0]).toHaveAttribute("data-interactive", "true");
  expect(openStates()).toEqual(Array(8).fill("false"));
  fireEvent.mouseEnter(cards()[2]!);
  expect(openStates()).toEqual(["false", "false", "true", "false", "false", "false", "false", "false"]);
  fireEvent.mouseLeave(cards()[2]!);
  fireEvent.mouseEnter(cards()[5]!);
  expect(openStates()).toEqual(["false", "false", "false", "false", "false", "true", "false", "false"]);
  fireEvent.mouseLeave(cards()[5]!);
  expect(openStates()).toEqual(Array(8).fill("false"));
});

test("keyboard focus inside a card reveals its features (not hover-only)", async () => {
  const user = userEvent.setup();
  renderWithSite(<RevealCardsSection section={section} />);
  await user.tab();
  expect(within(cards()[0]!).getByRole("link", { name: /^Get Started/ })).toHaveFocus();
  expect(openStates()[0]).toBe("true");
  await user.tab();
  expect(openStates().slice(0, 2)).toEqual(["false", "true"]);
});

test("a tap on a touch screen opens a card and a second tap closes it", () => {
  renderWithSite(<RevealCardsSection section={section} />);
  const card = cards()[3]!;
  const tap = () => {
    // jsdom has no PointerEvent, so the pointer type is set by hand.
    const press = createEvent.pointerDown(card);
    Object.defineProperty(press, "pointerType", { value: "touch" });
    fireEvent(card, press);
    fireEvent.mouseEnter(card); // the compatibility mouse event a touch screen sends
    fireEvent.click(card);
  };
  tap();
  expect(card).toHaveAttribute("data-open", "true");
  tap();
  expect(card).toHaveAttribute("data-open", "false");
});
