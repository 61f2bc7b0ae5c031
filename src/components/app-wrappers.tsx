import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { Toaster } from "react-hot-toast";
import { GlobalStyle } from "../theme/global-style";
import { theme } from "../theme/theme";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";

/** Shared by gatsby-browser and gatsby-ssr, so the server HTML and the hydrated page match. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster position="bottom-right" toastOptions={{ duration: 6000 }} />
    </ThemeProvider>
  );
}

/** A new boundary per path: after an error, navigating elsewhere renders normally again. */
export function PageWrapper({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <ErrorBoundary key={pathname}>
      <Layout pathname={pathname}>{children}</Layout>
    </ErrorBoundary>
  );
}
