import { HELD_PRESS_ATTRIBUTE } from "../attributes";
import { holdEarlyInput } from "../replay-early-input";

function island(): HTMLElement {
  const box = document.createElement("div");
  box.innerHTML = `<button type="button">Menu</button><a href="#here">Link</a><form><input name="name"><button type="submit">Send</button></form>`;
  document.body.replaceChildren(box);
  return box;
}

test("a press on a button before the island is live is held, then played once, after what it waited for", () => {
  const box = island();
  const button = box.querySelector("button")!;
  const presses = jest.fn();
  const replay = holdEarlyInput(box);
  button.addEventListener("click", presses);
  button.click();
  expect(presses).not.toHaveBeenCalled();
  replay();
  expect(presses).toHaveBeenCalledTimes(1);
  button.click();
  expect(presses).toHaveBeenCalledTimes(2);
});

test("a press on an element marked as pressable (a card's text) is held and played on the element, a link inside it is not", () => {
  const box = document.createElement("div");
  box.innerHTML = `<ul><li ${HELD_PRESS_ATTRIBUTE}><h3>Card</h3><a href="#more">More</a></li></ul>`;
  document.body.replaceChildren(box);
  const card = box.querySelector("li")!;
  const presses = jest.fn();
  const replay = holdEarlyInput(box);
  card.addEventListener("click", presses);
  box.querySelector("h3")!.click();
  const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
  box.querySelector("a")!.dispatchEvent(linkClick);
  expect(linkClick.defaultPrevented).toBe(false);
  expect(presses).toHaveBeenCalledTimes(1);
  replay();
  expect(presses).toHaveBeenCalledTimes(2);
  expect(presses.mock.calls[1]![0].target).toBe(card);
});

test("links and fields work as HTML and are not held", () => {
  const box = island();
  const replay = holdEarlyInput(box);
  const link = box.querySelector("a")!;
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  replay();
});

test("a navigation key is held and dispatched again on the same element; other keys pass", () => {
  const box = island();
  const button = box.querySelector("button")!;
  const keys: string[] = [];
  const replay = holdEarlyInput(box);
  button.addEventListener("keydown", (event) => keys.push(event.key));
  button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
  button.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true }));
  expect(keys).toEqual(["a"]);
  replay();
  expect(keys).toEqual(["a", "ArrowDown"]);
});

test("a form submitted before the island is live does not reload the page; it is submitted again once live", () => {
  const box = island();
  const form = box.querySelector("form")!;
  const submits: boolean[] = [];
  const replay = holdEarlyInput(box);
  form.addEventListener("submit", (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault();
  });
  const early = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(submits).toEqual([]);
  replay();
  expect(submits).toEqual([false]);
});
