import type { ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { hydrateIslands, markInputReady } from "../islands/hydrate-islands";
import { stopHoldingInput } from "../islands/replay-early-input";

/**
 * Gatsby's hand-over to the browser (gatsby-browser's replaceHydrateFunction). A built page arrives
 * as server HTML: only its islands hydrate, each on its own, and Gatsby's page tree never renders
 * (../islands/hydrate-islands.tsx); the development server sends server HTML too (DEV_SSR in
 * gatsby-config.ts). A container without server HTML has nothing to hydrate (Gatsby's development
 * loading indicator mounts into an empty element, and a page its server could not render arrives
 * empty): React renders it in full, as Gatsby would, with the shell from ./browser-wrappers.tsx.
 * Returns the clean-up Gatsby calls to unmount what it rendered.
 */
export function renderPage(element: ReactElement, container: Element): () => void {
  if (!container.hasChildNodes()) {
    // No island will hydrate: presses on the rendered page go straight to React.
    stopHoldingInput();
    const root = createRoot(container);
    root.render(element);
    // The whole tree is live React: the page is ready for input, as a built one is once its islands are scheduled.
    markInputReady();
    return () => root.unmount();
  }
  hydrateIslands();
  return () => undefined;
}
