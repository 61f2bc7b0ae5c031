import { act, cleanup, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { StaggeredEntrance } from "../entrance-motion";

type Report = (entries: Array<{ isIntersecting: boolean }>) => void;

let report: Report | undefined;
const disconnect = jest.fn();

beforeEach(() => {
  report = undefined;
  disconnect.mockClear();
  window.IntersectionObserver = jest.fn((callback: Report) => {
    report = callback;
    return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
});

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })) as typeof window.matchMedia;
}

function renderList(staggerMs: number | null) {
  render(
    <ThemeProvider theme={theme}>
      <StaggeredEntrance staggerMs={staggerMs}>
        <ul>
          <li>One</li>
          <li>Two</li>
          <li>Three</li>
        </ul>
      </StaggeredEntrance>
    </ThemeProvider>,
  );
  return screen.getByRole("list").parentElement as HTMLElement;
}

const indexes = () => screen.getAllByRole("listitem").map((item) => item.style.getPropertyValue("--motion-index"));

test("a list below the fold plays once it scrolls into view, each item one step later", () => {
  mockReducedMotion(false);
  const wrapper = renderList(150);
  expect(wrapper).not.toHaveAttribute("data-motion");
  expect(wrapper.style.getPropertyValue("--motion-step")).toBe("150ms");
  act(() => report?.([{ isIntersecting: false }]));
  expect(wrapper).not.toHaveAttribute("data-motion");
  act(() => report?.([{ isIntersecting: true }]));
  expect(wrapper).toHaveAttribute("data-motion", "play");
  expect(indexes()).toEqual(["0", "1", "2"]);
  expect(disconnect).toHaveBeenCalled();
});

test("a list already on screen when the page loads stays still (no flash of hidden content)", () => {
  mockReducedMotion(false);
  const wrapper = renderList(100);
  act(() => report?.([{ isIntersecting: true }]));
  expect(wrapper).not.toHaveAttribute("data-motion");
  expect(indexes()).toEqual(["", "", ""]);
});

test("no animation when the visitor prefers reduced motion, or without a stagger", () => {
  mockReducedMotion(true);
  const reduced = renderList(150);
  expect(window.IntersectionObserver).not.toHaveBeenCalled();
  expect(reduced).not.toHaveAttribute("data-motion");

  cleanup();
  mockReducedMotion(false);
  renderList(null);
  expect(window.IntersectionObserver).not.toHaveBeenCalled();
});
