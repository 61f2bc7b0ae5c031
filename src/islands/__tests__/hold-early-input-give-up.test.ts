import {
  HYDRATED_ISLAND_ATTRIBUTE,
  INPUT_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PLAIN_HTML_ATTRIBUTE,
  PRESS_HELD_ATTRIBUTE,
  SCRIPTS_ON_ATTRIBUTE,
} from "../attributes";
import { HELD_SEND_LIMIT_MS, HOLD_EARLY_INPUT_SCRIPT } from "../hold-early-input";
import { hasHeldInput } from "../replay-early-input";

// The inline script's own text, run once as a page's head runs it, on a page whose runtime never
// becomes ready (its scripts are blocked or gone). The script's one timer is the fake clock's; the
// tests run in order: the timer's, then a script that fails to load.
beforeAll(() => {
  jest.useFakeTimers();
  window.eval(HOLD_EARLY_INPUT_SCRIPT);
});
afterAll(() => {
  jest.useRealTimers();
});

/** A form island and a menu island of a page, in the document; the form's submissions recorded as the browser would see them. */
function page() {
  document.body.innerHTML = `
    <div ${ISLAND_ATTRIBUTE}="form"><form><input name="name" value="Priya"><button type="submit">Send</button></form></div>
    <div ${ISLAND_ATTRIBUTE}="menu"><button type="button">Menu</button></div>
    <div ${ISLAND_ATTRIBUTE}="live" ${HYDRATED_ISLAND_ATTRIBUTE}><button type="button">Live</button></div>`;
  const [form, menu, live] = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  const submits: boolean[] = [];
  form!.querySelector("form")!.addEventListener("submit", (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault(); // jsdom cannot navigate; a browser posts to the form's action
  });
  return { form: form!, menu: menu!, live: live!, submits, send: form!.querySelector<HTMLButtonElement>('button[type="submit"]')! };
}

test(`a press on Send waits ${HELD_SEND_LIMIT_MS} ms for the runtime, shown as sending; then every island not yet live works as plain HTML and the form submits natively`, () => {
  const { form, menu, live, submits, send } = page();
  send.click();
  send.click();
  expect(form).toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  jest.advanceTimersByTime(HELD_SEND_LIMIT_MS - 1);
  expect(submits).toEqual([]);
  expect(hasHeldInput(form)).toBe(true);
  expect(document.documentElement).toHaveAttribute(SCRIPTS_ON_ATTRIBUTE);

  jest.advanceTimersByTime(1);
  expect(document.documentElement).not.toHaveAttribute(INPUT_READY_ATTRIBUTE);
  // The page shows as it does without JavaScript: no script will fold or unfold it.
  expect(document.documentElement).not.toHaveAttribute(SCRIPTS_ON_ATTRIBUTE);
  expect(form).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(menu).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(live).not.toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(form).not.toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  // Both presses reach the browser, nothing prevented: the endpoint stores a double press once.
  expect(submits).toEqual([false, false]);
  expect(hasHeldInput(form)).toBe(false);

  const later = new MouseEvent("click", { bubbles: true, cancelable: true });
  send.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
  expect(submits).toEqual([false, false, false]);
});

test("a script of the page that fails to load before the runtime is ready gives up at once: the held press submits natively", () => {
  const { form, submits, send } = page();
  send.click();
  expect(submits).toEqual([]);
  const image = document.createElement("img");
  document.body.append(image);
  image.dispatchEvent(new Event("error"));
  expect(form).not.toHaveAttribute(PLAIN_HTML_ATTRIBUTE);

  const script = document.createElement("script");
  document.head.append(script);
  script.dispatchEvent(new Event("error"));
  expect(form).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(submits).toEqual([false]);
});

test("once the runtime is ready, a script that fails to load (an island's chunk) is the runtime's to handle: nothing is given up", () => {
  const { form, submits, send } = page();
  document.documentElement.setAttribute(INPUT_READY_ATTRIBUTE, "");
  send.click();
  const script = document.createElement("script");
  document.head.append(script);
  script.dispatchEvent(new Event("error"));
  expect(form).not.toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(submits).toEqual([]);
  expect(hasHeldInput(form)).toBe(true);
});
