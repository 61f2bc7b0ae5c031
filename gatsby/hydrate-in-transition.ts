import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { preloadCurrentPageSections } from "../src/lib/section-preload";

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
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, element);
    });
  // The page's section kinds first, so they hydrate in the same slices (src/lib/section-preload.ts);
  // if one cannot load, hydrate anyway and let its boundary wait for it.
  void preloadCurrentPageSections().then(hydrate, hydrate);
}
