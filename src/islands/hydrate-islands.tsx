import { loadedStaticQueryResults } from "../framework/gatsby-static-queries";
import { registerStyleNames } from "../framework/styled-components-sheet";
import {
  HYDRATE_WHEN,
  ISLAND_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  INPUT_READY_ATTRIBUTE,
  INPUT_READY_MARK,
  PLAIN_HTML_ATTRIBUTE,
  type HydrateWhen,
} from "./attributes";
import type { IslandComponent } from "./define-island";
import { hydrateIsland } from "./hydrate-island";
import { loadIsland } from "./island-modules";
import { preloadIslandChunks } from "./preload-island-chunks";
import { hasHeldInput, playHeldInput, playOnPlainHtml } from "./replay-early-input";
import { whenDue } from "./schedule";
import { SERVER_STYLE_NAMES_ID, type StyleNames } from "./server-style-names";

/**
 * The browser side of the page: Gatsby has loaded the page's data and hands over; instead of
 * hydrating the whole page, each island (./define-island.tsx) is scheduled on its own and
 * hydrated, with the providers the server render gave it, when it is due. Nothing else of the page
 * ever runs in the browser. When an island is due, every script it needs for a press is requested
 * at once (./preload-island-chunks.ts), not only its own chunk.
 *
 * An island whose code cannot be loaded (blocked, offline, its chunk gone after a deploy) is
 * tried once more; should that fail too, or hydrating it throw, it works as plain HTML
 * (playOnPlainHtml): what was held for it is played on the bare HTML, a form's Send then submits
 * natively. An island the inline head script already gave to plain HTML (the page's scripts
 * failed to arrive in time) is left so.
 */
export function hydrateIslands(): void {
  registerServerStyleNames();
  const staticQueryResults = loadedStaticQueryResults(window.location.pathname);
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (container.hasAttribute(PLAIN_HTML_ATTRIBUTE)) continue;
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    // Input held before the runtime loaded (./hold-early-input.ts) waits for this island: now.
    whenDue(container, hasHeldInput(container) ? "load" : whenOf(container), () => {
      // Its chunk and everything its code imports on demand, in parallel: a press then waits for no further request.
      preloadIslandChunks(name);
      loadTwice(name)
        .then((island) => hydrateIsland(container, island, staticQueryResults, () => playHeldInput(container)))
        .catch((error: unknown) => {
          console.error(`The island "${name}" could not start; it works as plain HTML.`, error);
          playOnPlainHtml(container);
        });
    });
  }
  markInputReady();
}

/** An island's module; a load that failed (a request dropped on a flaky network) is tried once more. */
function loadTwice(name: string): Promise<IslandComponent<object>> {
  return loadIsland(name).catch(() => loadIsland(name));
}

/** The runtime has scheduled every island (or rendered the whole page): from now on each island hydrates when due or at the first input on it. */
export function markInputReady(): void {
  document.documentElement.setAttribute(INPUT_READY_ATTRIBUTE, "");
  performance.mark(INPUT_READY_MARK);
}

function whenOf(container: HTMLElement): HydrateWhen {
  const when = container.getAttribute(ISLAND_WHEN_ATTRIBUTE);
  return HYDRATE_WHEN.find((known) => known === when) ?? "load";
}

/** The rules the page's CSS already holds (./server-style-names.ts): styled-components will not insert them again. */
function registerServerStyleNames(): void {
  const script = document.getElementById(SERVER_STYLE_NAMES_ID);
  if (!script?.textContent) return;
  registerStyleNames(JSON.parse(script.textContent) as StyleNames);
}
