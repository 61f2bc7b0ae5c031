import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
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

/**
 * A page's Head (or the head it renders) as Gatsby renders it on the server, with the real site data,
 * parsed as a browser reads the page: its <html> attributes land on the document's root element.
 */
export function renderHead(ui: ReactElement): Document {
  answerStaticQueries();
  return new DOMParser().parseFromString(`<!DOCTYPE html>${renderToStaticMarkup(<Providers>{ui}</Providers>)}`, "text/html");
}

/** jsdom cannot navigate; links under test are clicked for their side effects only. */
export function preventLinkNavigation() {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  };
  document.addEventListener("click", stop);
  return () => document.removeEventListener("click", stop);
}
