import { isCurrentPath } from "../current-path";

test.each([
  ["/services", "/services", true],
  ["/services", "/services/", true],
  ["/", "/", true],
  ["/#about", "/", false],
  ["/services", "/contact", false],
  ["/blog", "/blog/an-article", false],
])("a link to %s on the page at %s is the current page: %s", (to, pathname, current) => {
  expect(isCurrentPath(to, pathname)).toBe(current);
});

test("no page path known (outside a page render): no link is current", () => {
  expect(isCurrentPath("/", null)).toBe(false);
});
