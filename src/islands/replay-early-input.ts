import { HELD_PRESS_ATTRIBUTE } from "./attributes";

/**
 * Input that reaches an island before React has hydrated it. Links, fields and labels work as
 * plain HTML and are left alone (typed text stays in the field, and the hydrated form keeps it).
 * What needs the island's code (a press on a button, a tab or an element marked as pressable, a
 * navigation key, a form submission) is held and played again once the island is live, so the
 * visitor's first press is never lost and never does the HTML default instead (a submission
 * would reload the page).
 */
const HELD_KEYS = new Set(["Escape", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"]);
const NATIVE = "a[href], input, select, textarea, label";

/** Starts holding input on `container`; the returned function stops and plays what was held, in order. */
export function holdEarlyInput(container: HTMLElement): () => void {
  const held: Array<() => void> = [];

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(`button, [role='button'], [role='tab'], [${HELD_PRESS_ATTRIBUTE}]`);
    if (!control || target?.closest(NATIVE)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => control.click());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || !HELD_KEYS.has(event.key) || target.closest("input, select, textarea")) return;
    event.preventDefault();
    event.stopPropagation();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    held.push(() => target.dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true })));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => form.requestSubmit());
  };

  container.addEventListener("click", onClick, true);
  container.addEventListener("keydown", onKeyDown, true);
  container.addEventListener("submit", onSubmit, true);
  return () => {
    container.removeEventListener("click", onClick, true);
    container.removeEventListener("keydown", onKeyDown, true);
    container.removeEventListener("submit", onSubmit, true);
    held.splice(0).forEach((replay) => replay());
  };
}
