import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { Pagination, shownPages } from "../pagination";

const LABELS = { navLabel: "Fixture pages", previousLabel: "Back", nextLabel: "Onward", pageLabel: "Fixture page {page}" };
const paths = (count: number) => Array.from({ length: count }, (_, index) => (index === 0 ? "/list" : `/list/${index + 1}`));

test("the first and last page are always linked, the numbers near the current one too, a gap for the rest", () => {
  expect(shownPages(1, 1)).toEqual([1]);
  expect(shownPages(1, 5)).toEqual([1, 2, 3, null, 5]);
  expect(shownPages(6, 26)).toEqual([1, null, 4, 5, 6, 7, 8, null, 26]);
  expect(shownPages(26, 26)).toEqual([1, null, 24, 25, 26]);
  expect(shownPages(3, 7)).toEqual([1, 2, 3, 4, 5, null, 7]);
});

test("a labelled navigation: previous, the numbers with the current one marked, next; each a link to its page", () => {
  renderWithSite(<Pagination page={6} paths={paths(26)} labels={LABELS} />);
  const nav = screen.getByRole("navigation", { name: LABELS.navLabel });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Back", "/list/5"],
    ["1", "/list"],
    ["4", "/list/4"],
    ["5", "/list/5"],
    ["6", "/list/6"],
    ["7", "/list/7"],
    ["8", "/list/8"],
    ["26", "/list/26"],
    ["Onward", "/list/7"],
  ]);
  expect(within(nav).getByRole("link", { name: "Fixture page 6" })).toHaveAttribute("aria-current", "page");
  expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  // The gaps are decoration: screen readers skip them.
  expect(Array.from(nav.querySelectorAll("li[aria-hidden='true']"), (gap) => gap.textContent)).toEqual(["…", "…"]);
});

test("no previous link on the first page, no next link on the last, no navigation for a single page", () => {
  const { rerender } = renderWithSite(<Pagination page={1} paths={paths(3)} labels={LABELS} />);
  expect(screen.queryByRole("link", { name: LABELS.previousLabel })).toBeNull();
  expect(screen.getByRole("link", { name: LABELS.nextLabel })).toHaveAttribute("href", "/list/2");
  rerender(<Pagination page={3} paths={paths(3)} labels={LABELS} />);
  expect(screen.queryByRole("link", { name: LABELS.nextLabel })).toBeNull();
  expect(screen.getByRole("link", { name: LABELS.previousLabel })).toHaveAttribute("href", "/list/2");
  rerender(<Pagination page={1} paths={paths(1)} labels={LABELS} />);
  expect(screen.queryByRole("navigation")).toBeNull();
});
