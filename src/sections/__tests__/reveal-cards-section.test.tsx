import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RevealCardsSection } from "../reveal-cards-section";
import { renderWithSite } from "../../../jest/render-with-site";
import { revealCardsFixture } from "./section-fixtures";

const section = revealCardsFixture(7);

function cards() {
  const list = screen.getByRole("region", { name: section.title }).querySelector("ul");
  return Array.from(list?.children ?? []) as HTMLElement[];
}

const openStates = () => cards().map((card) => card.getAttribute("data-open"));

test("every card with its feature bullets and its link, plus the section's actions", () => {
  renderWithSite(<RevealCardsSection section={section} />);
  expect(cards()).toHaveLength(section.cards.length);
  for (const [index, card] of cards().entries()) {
    const data = section.cards[index]!;
    expect(within(card).getByRole("group").querySelectorAll("li")).toHaveLength(data.features!.length);
    // Each link names its card, so a screen reader's list of links does not read the same label on every card.
    const link = within(card).getByRole("link", { name: new RegExp(`^${data.action!.label}`) });
    expect(link).toHaveAttribute("href", data.action!.to);
    expect(link.textContent).toBe(`${data.action!.label}: ${data.title}`);
  }
  expect(screen.getByRole("link", { name: new RegExp(`^${section.actions![0]!.label}`) })).toBeInTheDocument();
});

test("keyboard focus inside a card reveals its features (not hover-only)", async () => {
  const user = userEvent.setup();
  renderWithSite(<RevealCardsSection section={section} />);
  await user.tab();
  expect(within(cards()[0]!).getByRole("link", { name: new RegExp(`^${section.cards[0]!.action!.label}`) })).toHaveFocus();
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

describe("a mouse click", () => {
  afterEach(() => jest.restoreAllMocks());
  /** The device as CSS sees it: whether its primary pointer can hover. */
  const deviceCanHover = (canHover: boolean) => {
    const realMatchMedia = window.matchMedia.bind(window);
    jest
      .spyOn(window, "matchMedia")
      .mockImplementation((query: string) => ({ ...realMatchMedia(query), matches: query === "(hover: hover)" ? canHover : realMatchMedia(query).matches }));
  };
  const click = (card: HTMLElement) => {
    const press = createEvent.pointerDown(card);
    Object.defineProperty(press, "pointerType", { value: "mouse" });
    fireEvent(card, press);
    fireEvent.click(card);
  };

  /** A card after one mouse click, on a device that can or cannot hover. */
  const clickedCard = (canHover: boolean) => {
    deviceCanHover(canHover);
    renderWithSite(<RevealCardsSection section={section} />);
    const card = cards()[2]!;
    click(card);
    return card;
  };

  test("where the device hovers, leaves the card to hovering, which opened it already", () => {
    expect(clickedCard(true)).toHaveAttribute("data-open", "false");
  });

  test("where the device cannot hover (a tablet with a mouse), opens the card and a second click closes it", () => {
    const card = clickedCard(false);
    expect(card).toHaveAttribute("data-open", "true");
    click(card);
    expect(card).toHaveAttribute("data-open", "false");
  });
});
