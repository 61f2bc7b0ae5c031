import { HELD_INPUT_EVENT, type HydrateWhen } from "./attributes";

/**
 * Input that means the visitor is about to use an island: it hydrates at once, whatever its `when`.
 * A press held for it (./hold-early-input.ts) says so too: an assistive technology's click comes
 * with no pointer or focus event before it; so does text put into a field without a key (a paste,
 * the browser's autofill: `input`).
 */
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "input", HELD_INPUT_EVENT] as const;

/** How far below (or above) the viewport an island starts loading, so it is live when it scrolls in. */
const VISIBLE_MARGIN = "200px";

/**
 * Whether the visitor is using the island already: focus is in it, or one of its fields holds
 * something else than the server HTML gave it (typed, pasted or filled in before the runtime
 * listened). Such an island is due at once; on hydration it adopts what was put in.
 */
export function inUse(container: HTMLElement): boolean {
  if (container.contains(document.activeElement)) return true;
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input,textarea,select");
  return Array.from(fields).some((field) => edited(field));
}

function edited(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  // A select shows its option marked `selected` in the HTML, else its first.
  if (field instanceof HTMLSelectElement)
    return (
      field.selectedIndex !==
      Math.max(
        0,
        Array.from(field.options).findIndex((option) => option.defaultSelected),
      )
    );
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Runs `start` once: when `when` says (./attributes.ts), or at the first input on `container`; at once when it is in use already (inUse). */
export function whenDue(container: HTMLElement, when: HydrateWhen, start: () => void): void {
  const cleanups: Array<() => void> = [];
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    cleanups.forEach((cleanup) => cleanup());
    start();
  };

  for (const type of INTERACTION_EVENTS) {
    container.addEventListener(type, go, { capture: true, passive: true });
    cleanups.push(() => container.removeEventListener(type, go, { capture: true }));
  }

  if (when === "load" || inUse(container)) {
    go();
  } else if (when === "visible") {
    // The box is `display: contents`: what is seen are its children.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: VISIBLE_MARGIN });
    Array.from(container.children).forEach((child) => observer.observe(child));
    cleanups.push(() => observer.disconnect());
  }
}
