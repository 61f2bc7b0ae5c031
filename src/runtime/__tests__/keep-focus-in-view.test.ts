/** @jest-environment jsdom */
import { keepFocusInView } from "../keep-focus-in-view";

/** A part of the page rendered for the first time, as the browser announces it. */
function renderPart(part: Element) {
  part.dispatchEvent(Object.assign(new Event("contentvisibilityautostatechange"), { skipped: false }));
}

/** A page of two parts, the second named by the fragment; `scrolledTo` records where the page scrolled it. */
function pageOpenedAt(fragment: string) {
  document.body.innerHTML = '<section id="first"></section><section id="newsletter"></section>';
  window.history.replaceState(null, "", fragment);
  const scrolledTo: unknown[] = [];
  document.getElementById("newsletter")!.scrollIntoView = (options) => scrolledTo.push(options);
  return { first: document.getElementById("first")!, scrolledTo };
}

afterEach(() => {
  // Whatever a test left kept is let go, as a visitor's key does.
  window.dispatchEvent(new KeyboardEvent("keydown"));
});

test("a jump to a fragment that is no valid percent-encoding raises no error in the page", () => {
  keepFocusInView();
  const errors: unknown[] = [];
  window.addEventListener("error", (event) => errors.push(event.error));
  window.location.hash = "#%";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  expect(errors).toEqual([]);
});

test("a page opened at a fragment brings its target back to the top each time a part renders above it", () => {
  const { first, scrolledTo } = pageOpenedAt("#newsletter");
  keepFocusInView();
  renderPart(first);
  renderPart(first);
  expect(scrolledTo).toEqual([{ block: "start" }, { block: "start" }]);
});

test("a page opened at a fragment is left where the visitor scrolls it", () => {
  const { first, scrolledTo } = pageOpenedAt("#newsletter");
  keepFocusInView();
  window.dispatchEvent(new Event("wheel"));
  renderPart(first);
  expect(scrolledTo).toEqual([]);
});

test("a page restored from history at a fragment keeps the position the browser restores", () => {
  const { first, scrolledTo } = pageOpenedAt("#newsletter");
  // jsdom keeps no navigation entries: the page's entry is given here.
  Object.defineProperty(performance, "getEntriesByType", {
    configurable: true,
    value: (type: string) => (type === "navigation" ? [{ type: "back_forward" }] : []),
  });
  try {
    keepFocusInView();
  } finally {
    delete (performance as Partial<Performance>).getEntriesByType;
  }
  renderPart(first);
  expect(scrolledTo).toEqual([]);
});
