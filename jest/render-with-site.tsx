import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/theme/theme";
import { answerStaticQueries } from "./fixtures/site-data";

function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders with the theme and the real site data behind useStaticQuery (rerender keeps both). */
export function renderWithSite(ui: ReactElement) {
  answerStaticQueries();
  return render(ui, { wrapper: Providers });
}

/** jsdom cannot navigate; links under test are clicked for their side effects only. */
export function preventLinkNavigation() {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  };
  document.addEventListener("click", stop);
  return () => document.removeEventListener("click", stop);
}
