import { useEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ThemeProvider } from "styled-components";
import { StaticQueryResultsProvider, type StaticQueryResults } from "../framework/gatsby-static-queries";
import { CurrentPathProvider } from "../lib/current-path";
import { theme } from "../theme/theme";
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SCOPE_ATTRIBUTE } from "./attributes";
import type { IslandComponent } from "./define-island";
import { InBrowserIsland, IslandScope } from "./island-context";

/**
 * Hydrates one island's server HTML (its box, ./define-island.tsx) with the props the HTML carries
 * and the providers the server render gave it; marks the box once React has taken it over and
 * then calls `onLive` (the input held until then is played, ./replay-early-input.ts).
 *
 * "Taken over" is one render after hydration: the island's components adopt in their mount
 * effects what the visitor already did to the bare HTML (text typed into a form), and a press
 * played before that render would reach handlers that do not know it yet (a form sent empty).
 */
export function hydrateIsland<Props extends object>(
  container: HTMLElement,
  island: IslandComponent<Props>,
  staticQueryResults: StaticQueryResults,
  onLive: () => void,
): void {
  const props = JSON.parse(container.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Props;
  const { name, Component } = island.island;
  const onHydrated = () => {
    container.setAttribute(HYDRATED_ISLAND_ATTRIBUTE, "");
    onLive();
  };
  hydrateRoot(
    container,
    <IslandProviders staticQueryResults={staticQueryResults} scope={container.getAttribute(ISLAND_SCOPE_ATTRIBUTE)} onHydrated={onHydrated}>
      <Component {...props} />
    </IslandProviders>,
    { onRecoverableError: (error) => console.error(`The island "${name}" did not match its server HTML.`, error) },
  );
}

type IslandProvidersProps = { staticQueryResults: StaticQueryResults; scope: string | null; onHydrated: () => void; children: ReactNode };

/** What the server render gave every component (src/components/app-wrappers.tsx), for one island. */
function IslandProviders({ staticQueryResults, scope, onHydrated, children }: IslandProvidersProps) {
  // A parent's effect runs after its children's: the whole island has hydrated. The state the
  // children set in their mount effects renders together with `mounted`; the effect after that
  // render sees the island live with it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) onHydrated();
  }, [mounted, onHydrated]);
  return (
    <InBrowserIsland.Provider value>
      <IslandScope.Provider value={scope}>
        <StaticQueryResultsProvider results={staticQueryResults}>
          <CurrentPathProvider pathname={window.location.pathname}>
            <ThemeProvider theme={theme}>{children}</ThemeProvider>
          </CurrentPathProvider>
        </StaticQueryResultsProvider>
      </IslandScope.Provider>
    </InBrowserIsland.Provider>
  );
}
