import {
  HELD_INPUT_EVENT,
  REPLAY_PRESS_ATTRIBUTE,
  HYDRATED_ISLAND_ATTRIBUTE,
  INPUT_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PLAIN_HTML_ATTRIBUTE,
  PRESS_HELD_ATTRIBUTE,
  SCRIPTS_ON_ATTRIBUTE,
} from "../attributes";
import { HELD_SEND_LIMIT_MS, HOLD_EARLY_INPUT_SCRIPT } from "../hold-early-input";
import { hasHeldInput, playHeldInput, playOnPlainHtml, stopHoldingInput } from "../replay-early-input";

// The inline script's own text, run once for the file as the page's head runs it once: it must
// name nothing outside itself. The runtime is ready here, as once the page's scripts have run;
// giving up on them is ./hold-early-input-give-up.test.ts's. The script's timer is the fake clock's.
beforeAll(() => {
  jest.useFakeTimers();
  window.eval(HOLD_EARLY_INPUT_SCRIPT);
  document.documentElement.setAttribute(INPUT_READY_ATTRIBUTE, "");
});
afterAll(() => {
  jest.useRealTimers();
});

function island(
  html = `<button type="button">Menu</button><a href="#here">Link</a><form><input name="name"><button type="submit">Send</button></form>`,
): HTMLElement {
  const box = document.createElement("div");
  box.setAttribute(ISLAND_ATTRIBUTE, "test");
  box.innerHTML = html;
  document.body.replaceChildren(box);
  return box;
}

/** What the runtime does once the island is live (src/islands/hydrate-island.tsx). */
function goLive(box: HTMLElement) {
  box.setAttribute(HYDRATED_ISLAND_ATTRIBUTE, "");
  playHeldInput(box);
}

test("the script is one line per statement, without comments or indentation, and marks <html> as running scripts", () => {
  expect(HOLD_EARLY_INPUT_SCRIPT).not.toMatch(/\/\/|\/\*/);
  expect(HOLD_EARLY_INPUT_SCRIPT).not.toMatch(/\n\s/);
  expect(document.documentElement.hasAttribute(SCRIPTS_ON_ATTRIBUTE)).toBe(true);
});

test("a press on a button before its island is live is held, announced to the island, then played once; later presses pass", () => {
  const box = island();
  const button = box.querySelector("button")!;
  const presses = jest.fn();
  const announced = jest.fn();
  button.addEventListener("click", presses);
  box.addEventListener(HELD_INPUT_EVENT, announced);
  const early = new MouseEvent("click", { bubbles: true, cancelable: true });
  button.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(presses).not.toHaveBeenCalled();
  expect(announced).toHaveBeenCalledTimes(1);
  expect(hasHeldInput(box)).toBe(true);
  goLive(box);
  expect(presses).toHaveBeenCalledTimes(1);
  expect(hasHeldInput(box)).toBe(false);
  goLive(box);
  expect(presses).toHaveBeenCalledTimes(1);
  button.click();
  expect(presses).toHaveBeenCalledTimes(2);
});

test("a press on Send is held, and played as a press on Send: the form's submit event fires once", () => {
  const box = island();
  const form = box.querySelector("form")!;
  const submits = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener("submit", submits);
  box.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  expect(submits).not.toHaveBeenCalled();
  goLive(box);
  expect(submits).toHaveBeenCalledTimes(1);
});

test("a held press in a form is shown as taken at once (the box is marked for CSS) until it is played", () => {
  const box = island();
  box.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
  box.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  expect(box).toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  goLive(box);
  expect(box).not.toHaveAttribute(PRESS_HELD_ATTRIBUTE);
});

test("a press outside any form marks nothing", () => {
  const box = island();
  box.querySelector("button")!.click();
  expect(hasHeldInput(box)).toBe(true);
  expect(box).not.toHaveAttribute(PRESS_HELD_ATTRIBUTE);
});

test("once the runtime is ready, a held press waits for its island however long it takes: it is never given to plain HTML by the clock", () => {
  const box = island();
  const submits = jest.fn((event: Event) => event.preventDefault());
  box.querySelector("form")!.addEventListener("submit", submits);
  box.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  jest.advanceTimersByTime(HELD_SEND_LIMIT_MS * 2);
  expect(box).not.toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(submits).not.toHaveBeenCalled();
  goLive(box);
  expect(submits).toHaveBeenCalledTimes(1);
});

test("a submission (Enter in a field of a form without a button) is held and submitted again once live", () => {
  const box = island(`<form><input name="name"><input name="email"></form>`);
  const form = box.querySelector("form")!;
  const submits: boolean[] = [];
  form.addEventListener("submit", (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault();
  });
  const early = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(submits).toEqual([]);
  goLive(box);
  expect(submits).toEqual([false]);
});

test("a press on an element marked as pressable (a card's text) is held and played on the element; a link inside it is not held", () => {
  const box = island(`<ul><li ${REPLAY_PRESS_ATTRIBUTE}><h3>Card</h3><a href="#more">More</a></li></ul>`);
  const card = box.querySelector("li")!;
  const presses = jest.fn();
  card.addEventListener("click", presses);
  box.querySelector("h3")!.click();
  const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
  box.querySelector("a")!.dispatchEvent(linkClick);
  expect(linkClick.defaultPrevented).toBe(false);
  expect(presses).toHaveBeenCalledTimes(1);
  goLive(box);
  expect(presses).toHaveBeenCalledTimes(2);
  expect(presses.mock.calls[1]![0].target).toBe(card);
});

test("a navigation key is held and dispatched again on the same element; other keys, and keys in fields, pass", () => {
  const box = island();
  const button = box.querySelector("button")!;
  const input = box.querySelector("input")!;
  const keys: string[] = [];
  box.addEventListener("keydown", (event) => keys.push(`${(event.target as Element).tagName} ${event.key}`));
  button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
  button.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true }));
  input.dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true, cancelable: true }));
  expect(keys).toEqual(["BUTTON a", "INPUT Home"]);
  goLive(box);
  expect(keys).toEqual(["BUTTON a", "INPUT Home", "BUTTON ArrowDown"]);
});

test("nothing is held on a live island or outside any island", () => {
  const box = island();
  box.setAttribute(HYDRATED_ISLAND_ATTRIBUTE, "");
  const outside = document.createElement("button");
  document.body.appendChild(outside);
  for (const button of [box.querySelector("button")!, outside]) {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  }
  expect(hasHeldInput(box)).toBe(false);
});

test("input held for an island that could not start is played on its plain HTML: a held Send submits the form natively, once", () => {
  const box = island();
  const form = box.querySelector("form")!;
  const submits: boolean[] = [];
  form.addEventListener("submit", (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault(); // jsdom cannot navigate; the browser would post to the form's action
  });
  box.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  expect(box).toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  expect(submits).toEqual([]);
  playOnPlainHtml(box);
  expect(box).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(box).not.toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  expect(submits).toEqual([false]);
  expect(hasHeldInput(box)).toBe(false);
  // From now on the island is plain HTML: a press passes to the browser, never held.
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  box.querySelector("button")!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(hasHeldInput(box)).toBe(false);
});

test("input held for one island waits while another goes live", () => {
  const first = island();
  const second = document.createElement("div");
  second.setAttribute(ISLAND_ATTRIBUTE, "other");
  second.innerHTML = `<button type="button">Other</button>`;
  document.body.appendChild(second);
  const presses: string[] = [];
  document.body.addEventListener("click", (event) => presses.push((event.target as Element).textContent ?? ""));
  second.querySelector("button")!.click();
  first.querySelector("button")!.click();
  goLive(first);
  expect(presses).toEqual(["Menu"]);
  goLive(second);
  expect(presses).toEqual(["Menu", "Other"]);
});

test("once the holding stops (a page React renders in full), presses pass, even on an island box that never hydrates", () => {
  const box = island();
  stopHoldingInput();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  box.querySelector("button")!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(hasHeldInput(box)).toBe(false);
});
