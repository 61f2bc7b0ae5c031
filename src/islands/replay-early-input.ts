import type { HeldInput } from "./hold-early-input";

/**
 * The runtime's side of held input (./hold-early-input.ts holds it from the first byte): once an
 * island is live, what was held for it is played there, in order, as the visitor did it; a
 * submission goes through the form's own checks (requestSubmit), as a press on Send would.
 */
export function playHeldInput(island: Element): void {
  take(island).forEach(play);
}

/** Whether input waits for this island. */
export function hasHeldInput(island: Element): boolean {
  return (window.__heldInput ?? []).some((input) => input.island === island);
}

/**
 * Drops what was held for an island that could not start: played on the bare HTML, a press on
 * Send would submit natively and put the enquiry into the address.
 */
export function dropHeldInput(island: Element): void {
  take(island);
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

/** requestSubmit runs the browser's checks and fires `submit`; an engine without it gets the event alone. */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === "function") form.requestSubmit();
  else form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}
