import { HELD_INPUT_EVENT, type HydrateWhen } from "./attributes";

/**
 * Input that means the visitor is about to use an island: it hydrates at once, whatever its `when`.
 * A press held for it (./hold-early-input.ts) says so too: an assistive technology's click comes
 * with no pointer or focus event before it.
 */
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", HELD_INPUT_EVENT] as const;

/** How far below (or above) the viewport an island starts loading, so it is live when it scrolls in. */
const VISIBLE_MARGIN = "200px";

/** Runs `start` once: when `when` says (./attributes.ts), or at the first input on `container`. */
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

  if (when === "load") {
    go();
  } else if (when === "visible") {
    // The box is `display: contents`: what is seen are its children.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: VISIBLE_MARGIN });
    Array.from(container.children).forEach((child) => observer.observe(child));
    cleanups.push(() => observer.disconnect());
  }
}
