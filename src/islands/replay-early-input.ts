import { PLAIN_HTML_ATTRIBUTE, PRESS_HELD_ATTRIBUTE } from "./attributes";
import type { HeldInput } from "./hold-early-input";

/**
 * The runtime's side of held input (./hold-early-input.ts holds it from the first byte): once an
 * island is live, what was held for it is played there, in order, as the visitor did it; a
 * submission goes through the form's own checks (requestSubmit), as a press on Send would.
 */
export function playHeldInput(island: Element): void {
  island.removeAttribute(PRESS_HELD_ATTRIBUTE);
  take(island).forEach(play);
}

/** Whether input waits for this island. */
export function hasHeldInput(island: Element): boolean {
  return (window.__heldInput ?? []).some((input) => input.island === island);
}

/**
 * An island that could not start works as plain HTML (PLAIN_HTML_ATTRIBUTE): nothing more is held
 * for it, and what was held is played on the bare HTML, as the visitor did it: a press on Send
 * submits the form natively (with the browser's checks) to the enquiry endpoint, whose answer is
 * the page the visitor sees next; a click clicks. A held key does nothing there.
 */
export function playOnPlainHtml(island: Element): void {
  island.setAttribute(PLAIN_HTML_ATTRIBUTE, "");
  playHeldInput(island);
}

/** Holds nothing more: React renders the whole page, every control is live as soon as it exists. */
export function stopHoldingInput(): void {
  window.__heldInput = undefined;
}

function take(island: Element): HeldInput[] {
  const held = window.__heldInput;
  if (!held) return [];
  const taken = held.filter((input) => input.island === island);
  const kept = held.filter((input) => input.island !== island);
  held.splice(0, held.length, ...kept);
  return taken;
}

function play({ target, event }: HeldInput): void {
  if (event.type === "keydown" && event instanceof KeyboardEvent) {
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    target.dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }));
  } else if (event.type === "submit" && target instanceof HTMLFormElement) {
    submit(target);
  } else if (target instanceof HTMLElement) {
    target.click();
  }
}

/**
 * requestSubmit runs the browser's checks and fires `submit`; an engine without it gets the event
 * alone, or, on plain HTML, where no handler would take the event, the native submission.
 */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === "function") form.requestSubmit();
  else if (form.closest(`[${PLAIN_HTML_ATTRIBUTE}]`)) form.submit();
  else form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}
