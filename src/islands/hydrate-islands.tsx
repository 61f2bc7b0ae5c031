import { __PRIVATE__ } from "styled-components";
import { HYDRATE_WHEN, ISLAND_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, ISLANDS_ARMED_ATTRIBUTE, ISLANDS_ARMED_MARK, type HydrateWhen } from "./attributes";
import { hydrateIsland, type StaticQueryResults } from "./hydrate-island";
import { loadIsland } from "./island-modules";
import { holdEarlyInput } from "./replay-early-input";
import { whenDue } from "./schedule";
import { SERVER_STYLE_NAMES_ID, type StyleNames } from "./server-style-names";

declare global {
  interface Window {
    /** Gatsby's page loader; it has fetched the page's data (static queries included) before hydration. */
    ___loader?: { loadPageSync(path: string): { staticQueryResults?: StaticQueryResults } | undefined };
  }
}

/**
 * The browser side of the page: Gatsby has loaded the page's data and hands over; instead of
 * hydrating the whole page, each island (./define-island.tsx) is scheduled on its own and
 * hydrated, with the providers the server render gave it, when it is due. Nothing else of the page
 * ever runs in the browser.
 */
export function hydrateIslands(): void {
  registerServerStyleNames();
  const staticQueryResults = window.___loader?.loadPageSync(window.location.pathname)?.staticQueryResults ?? {};
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const replay = holdEarlyInput(container);
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    whenDue(container, whenOf(container), () => {
      loadIsland(name)
        .then((island) => hydrateIsland(container, island, staticQueryResults, replay))
        .catch((error: unknown) => {
          replay();
          console.error(`The island "${name}" could not start.`, error);
        });
    });
  }
  markArmed();
}

/**
 * Every part of the page now handles input (or holds it until its island is live): CSS keyed to it
 * may assume so. What that CSS folds (the FAQ's answers, the reveal cards' features) must not move
 * the target of an address with a fragment (`/#contact`), which the browser has already scrolled
 * into view and does not keep there: it stays where it was on screen.
 */
export function markArmed(): void {
  const target = fragmentTarget();
  const before = target?.getBoundingClientRect().top;
  document.documentElement.setAttribute(ISLANDS_ARMED_ATTRIBUTE, "");
  if (target && before !== undefined && before >= 0 && before < window.innerHeight) {
    window.scrollBy({ top: target.getBoundingClientRect().top - before, behavior: "instant" });
  }
  performance.mark(ISLANDS_ARMED_MARK);
}

/** The element the address's fragment names, if any (a malformed escape names none). */
function fragmentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}

function whenOf(container: HTMLElement): HydrateWhen {
  const when = container.getAttribute(ISLAND_WHEN_ATTRIBUTE);
  return HYDRATE_WHEN.find((known) => known === when) ?? "load";
}

/** The rules the page's CSS already holds (./server-style-names.ts): styled-components will not insert them again. */
function registerServerStyleNames(): void {
  const script = document.getElementById(SERVER_STYLE_NAMES_ID);
  if (!script?.textContent) return;
  const names = JSON.parse(script.textContent) as StyleNames;
  for (const [id, classNames] of Object.entries(names)) {
    classNames.forEach((name) => __PRIVATE__.mainSheet.registerName(id, name));
  }
}
