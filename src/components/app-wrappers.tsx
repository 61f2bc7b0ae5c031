import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { CurrentPathProvider } from "../lib/current-path";
import { theme } from "../theme/theme";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";

/**
 * What every page is rendered in on the server (gatsby-ssr); an island in the browser gets the
 * same providers from the islands runtime (src/islands/). Providers only: Gatsby wraps each page's
 * `Head` in wrapRootElement too, and an element rendered here would land in the document head.
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * The shell around each page, and the page's path for links that mark the current page. (The
 * site's base CSS is not a component: src/runtime/page-styles.tsx puts it in the head of every
 * built page; the toaster mounts itself when the first toast is shown, src/ui/toasts.tsx.)
 */
export function PageWrapper({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <CurrentPathProvider pathname={pathname}>
      <ErrorBoundary key={pathname}>
        <Layout pathname={pathname}>{children}</Layout>
      </ErrorBoundary>
    </CurrentPathProvider>
  );
}
