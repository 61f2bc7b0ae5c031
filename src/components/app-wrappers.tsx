import { useEffect, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { afterPartsHydrate } from "../lib/pending-hydration";
import { LazyToaster } from "../lib/toasts";
import { theme } from "../theme/theme";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";

/**
 * Shared by gatsby-browser and gatsby-ssr, so the server HTML and the hydrated page match.
 * Providers only: Gatsby wraps each page's `Head` in wrapRootElement too, and an element rendered
 * here (the toaster's `<div>`) would land in the document head ("is not a valid head element").
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * A new boundary per path: after an error, navigating elsewhere renders normally again.
 * The one toaster of the site lives here, not in RootWrapper (see there), outside the keyed
 * boundary, so it stays mounted across client-side navigations: a toast shown before a
 * navigation stays on screen, and the page element never holds a second toaster. (The site's base
 * CSS is not a component: src/runtime/page-styles.tsx puts it in the head of every built page.)
 */
export function PageWrapper({ pathname, children }: { pathname: string; children: ReactNode }) {
  useHydrationMark();
  return (
    <>
      <ErrorBoundary key={pathname}>
        <Layout pathname={pathname}>{children}</Layout>
      </ErrorBoundary>
      <LazyToaster position="bottom-right" toastOptions={{ duration: 6000 }} />
    </>
  );
}

/**
 * Marks <html data-hydrated> once React has hydrated the page. Hydration runs in slices (see
 * src/runtime/hydrate-in-transition.ts), so the load event says nothing about it; this effect runs
 * after every component inside has committed, which is what the browser tests wait for before
 * they press a key or click.
 */
function useHydrationMark() {
  useEffect(() => {
    // Section kinds that load on demand hydrate in later commits; the mark waits for them.
    afterPartsHydrate(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
}
