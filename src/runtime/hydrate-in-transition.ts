import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby hydrates with a plain `hydrateRoot`, which React 18 runs as one uninterrupted task: on a
 * phone that is a 150-250 ms long task on every page (Lighthouse's TBT). Inside a transition React
 * hydrates in slices and yields to the browser between them, so input and paint are never blocked
 * for long; an event on a part not hydrated yet makes React hydrate that part first and replays it.
 */
export function hydrateInTransition(element: ReactElement, container: Element | null): void {
  if (!container) return;
  // As Gatsby decides: a page rendered without content on the server (none here) is rendered, not hydrated.
  if (!container.querySelector("#gatsby-focus-wrapper > *")) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
