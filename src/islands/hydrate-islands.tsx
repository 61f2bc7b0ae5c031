import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { StaticQueryContext } from "gatsby";
import { ThemeProvider, __PRIVATE__ } from "styled-components";
import { CurrentPathProvider } from "../lib/current-path";
import { theme } from "../theme/theme";
import {
  HYDRATED_ISLAND_ATTRIBUTE,
  HYDRATE_WHEN,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SCOPE_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  ISLANDS_ARMED_ATTRIBUTE,
  ISLANDS_ARMED_MARK,
  type HydrateWhen,
} from "./attributes";
import { InBrowserIsland, IslandScope } from "./island-context";
import { loadIsland } from "./island-modules";
import { holdEarlyInput } from "./replay-early-input";
import { whenDue } from "./schedule";
import { SERVER_STYLE_NAMES_ID, type StyleNames } from "./server-style-names";

type StaticQueryResults = Record<string, { data: unknown }>;

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
    whenDue(container, whenOf(container), () => {
      hydrateIsland(container, staticQueryResults, replay).catch((error: unknown) => {
        replay();
        console.error(`The island "${container.getAttribute(ISLAND_ATTRIBUTE)}" could not start.`, error);
      });
    });
  }
  document.documentElement.setAttribute(ISLANDS_ARMED_ATTRIBUTE, "");
  performance.mark(ISLANDS_ARMED_MARK);
}

function whenOf(container: HTMLElement): HydrateWhen {
  const when = container.getAttribute(ISLAND_WHEN_ATTRIBUTE);
  return HYDRATE_WHEN.find((known) => known === when) ?? "load";
}

async function hydrateIsland(container: HTMLElement, staticQueryResults: StaticQueryResults, replay: () => void): Promise<void> {
  const island = await loadIsland(container.getAttribute(ISLAND_ATTRIBUTE) ?? "");
  const props = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
  const { Component } = island.island;
  const onHydrated = () => {
    container.setAttribute(HYDRATED_ISLAND_ATTRIBUTE, "");
    replay();
  };
  hydrateRoot(
    container,
    <IslandProviders staticQueryResults={staticQueryResults} scope={container.getAttribute(ISLAND_SCOPE_ATTRIBUTE)} onHydrated={onHydrated}>
      <Component {...props} />
    </IslandProviders>,
    { onRecoverableError: (error) => console.error(`The island "${island.island.name}" did not match its server HTML.`, error) },
  );
}

type IslandProvidersProps = { staticQueryResults: StaticQueryResults; scope: string | null; onHydrated: () => void; children: ReactNode };

/** What the server render gave every component (src/components/app-wrappers.tsx), for one island. */
function IslandProviders({ staticQueryResults, scope, onHydrated, children }: IslandProvidersProps) {
  // A parent's effect runs after its children's: the whole island has hydrated.
  useEffect(onHydrated, [onHydrated]);
  return (
    <InBrowserIsland.Provider value>
      <IslandScope.Provider value={scope}>
        <StaticQueryContext.Provider value={staticQueryResults}>
          <CurrentPathProvider pathname={window.location.pathname}>
            <ThemeProvider theme={theme}>{children}</ThemeProvider>
          </CurrentPathProvider>
        </StaticQueryContext.Provider>
      </IslandScope.Provider>
    </InBrowserIsland.Provider>
  );
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
