import { act } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion } from "../accordion";
import { renderWithSite } from "../../../jest/render-with-site";

const ITEMS = [
  { title: "First question?", content: <p>First answer.</p> },
  { title: "Second question?", content: <p>Second answer.</p> },
  { title: "Third question?", content: <p>Third answer.</p> },
];

function setup() {
  const user = userEvent.setup();
  renderWithSite(<Accordion idPrefix="faq-question" items={ITEMS} />);
  const buttons = screen.getAllByRole("button");
  return { user, buttons };
}

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error(`no panel for ${button.id}`);
  return panel;
}

function expectOpen(buttons: HTMLElement[], open: number[]) {
  buttons.forEach((button, index) => {
    const expanded = open.includes(index);
    expect(button).toHaveAttribute("aria-expanded", String(expanded));
    if (expanded) expect(panelOf(button)).toBeVisible();
    else expect(panelOf(button)).not.toBeVisible();
  });
}

test("each question is a button inside a heading that controls a region named by it", () => {
  const { buttons } = setup();
  expect(buttons.map((button) => button.textContent)).toEqual(ITEMS.map((item) => item.title));
  buttons.forEach((button, index) => {
    expect(button.parentElement?.tagName).toBe("H3");
    expect(button).toHaveAttribute("id", `faq-question-${index + 1}`);
    const panel = panelOf(button);
    expect(panel).toHaveAttribute("role", "region");
    expect(panel).toHaveAttribute("aria-labelledby", button.id);
  });
  expect(screen.getAllByRole("region", { hidden: true }).map((region) => region.id)).toEqual(buttons.map((button) => `${button.id}-panel`));
});

test("after hydration every answer starts closed (hidden attribute)", () => {
  const { buttons } = setup();
  expectOpen(buttons, []);
  buttons.forEach((button) => expect(panelOf(button)).toHaveAttribute("hidden"));
});

test("a click toggles one answer; several can be open at once", async () => {
  const { user, buttons } = setup();
  await user.click(buttons[0]!);
  expectOpen(buttons, [0]);
  await user.click(buttons[2]!);
  expectOpen(buttons, [0, 2]);
  expect(screen.getByRole("region", { name: "Third question?" })).toHaveTextContent("Third answer.");
  await user.click(buttons[0]!);
  expectOpen(buttons, [2]);
});

test("Enter and Space toggle the focused question", async () => {
  const { user, buttons } = setup();
  await user.tab();
  expect(buttons[0]).toHaveFocus();
  await user.keyboard("{Enter}");
  expectOpen(buttons, [0]);
  await user.tab();
  expect(buttons[1]).toHaveFocus();
  await user.keyboard(" ");
  expectOpen(buttons, [0, 1]);
  await user.keyboard("{Enter}");
  expectOpen(buttons, [0]);
});

test("Down and Up move between questions and wrap; Home and End jump to the ends; nothing toggles", async () => {
  const { user, buttons } = setup();
  await act(async () => buttons[0]!.focus());
  await user.keyboard("{ArrowDown}");
  expect(buttons[1]).toHaveFocus();
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(buttons[0]).toHaveFocus();
  await user.keyboard("{ArrowUp}");
  expect(buttons[2]).toHaveFocus();
  await user.keyboard("{Home}");
  expect(buttons[0]).toHaveFocus();
  await user.keyboard("{End}");
  expect(buttons[2]).toHaveFocus();
  expectOpen(buttons, []);
});
