import { fireEvent, screen, waitFor } from "@testing-library/react";
import { TextEncoder } from "util";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { HYDRATED_ISLAND_ATTRIBUTE } from "../../islands/attributes";
import { hydrateIslands } from "../../islands/hydrate-islands";
import { searchSite, type FoundPage } from "../site-search";
import { fillIn } from "../search-status";
import SiteSearch, { type SiteSearchTexts } from "../site-search.island";

jest.mock("../site-search", () => ({ searchSite: jest.fn(), loadSearch: jest.fn(() => Promise.resolve()) }));
jest.mock("../../islands/island-modules", () => ({
  loadIsland: () => Promise.resolve(jest.requireActual<{ default: unknown }>("../site-search.island").default),
}));
jest.mock("../../framework/gatsby-static-queries", () => ({
  ...jest.requireActual<object>("../../framework/gatsby-static-queries"),
  loadedStaticQueryResults: () => ({}),
}));

// react-dom/server's browser build needs TextEncoder, which jsdom lacks; jsdom has no User Timing.
Object.assign(globalThis, { TextEncoder });
Object.assign(performance, { mark: jest.fn() });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

/**
 * The search section's texts, the test's own: what is tested is when the island reads the field, not
 * its words, and an editor may take the search off every page.
 */
const texts: SiteSearchTexts = {
  fieldLabel: "Search the fixture",
  placeholder: "Type a word",
  searching: "Looking for {query}",
  oneResult: "One page about {query}",
  manyResults: "{count} pages about {query}",
  noResults: "Nothing about {query}",
  loadError: "The search could not load",
  moreResultsLabel: "More pages",
};

/** The index: one page per query, titled after it. */
jest.mocked(searchSite).mockImplementation((query) => {
  const found: FoundPage = { url: `/blog/${query.replace(/\W+/g, "-")}`, title: `About ${query}`, excerpt: "" };
  return Promise.resolve({ count: 1, pages: () => Promise.resolve([found]) });
});

/** The section's field as the static host serves it, before any script ran. */
function serverSearch(): HTMLInputElement {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <SiteSearch texts={texts} resultsPerPage={10} />
    </ThemeProvider>,
  );
  return screen.getByRole("searchbox", { name: texts.fieldLabel });
}

test("a query put into the field while the search wakes (a paste or autofill, no key) is adopted on hydration and its results shown; later edits search without a key", async () => {
  const field = serverSearch();
  // Put in before the runtime listened: no focus, no key, only the value (and an input event nobody heard).
  field.value = "S/4HANA";
  field.dispatchEvent(new Event("input", { bubbles: true }));

  hydrateIslands();
  await waitFor(() => expect(document.querySelector(`[${HYDRATED_ISLAND_ATTRIBUTE}]`)).not.toBeNull());
  expect(await screen.findByRole("link", { name: "About S/4HANA" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(fillIn(texts.oneResult, { query: "S/4HANA", count: 1 }));

  // A later fill: the browser changes the value and fires `input`, as a paste or an autofill does.
  fireEvent.input(screen.getByRole("searchbox", { name: texts.fieldLabel }), { target: { value: "Dynamics" } });
  expect(await screen.findByRole("link", { name: "About Dynamics" })).toBeInTheDocument();
});
