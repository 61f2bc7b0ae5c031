/** @jest-environment node */
import { absoluteUrl } from "../absolute-url";

const SITE = "https://consulting.example.org";

test("a site path becomes a URL on the site's origin, a path beyond ASCII percent-encoded as the sitemap writes it", () => {
  expect(absoluteUrl(SITE, "/")).toBe(`${SITE}/`);
  expect(absoluteUrl(SITE, "/blog/2")).toBe(`${SITE}/blog/2`);
  expect(absoluteUrl(SITE, "static/card.png")).toBe(`${SITE}/static/card.png`);
  expect(absoluteUrl(SITE, "/blog/category/日本語")).toBe(`${SITE}/blog/category/%E6%97%A5%E6%9C%AC%E8%AA%9E`);
  expect(absoluteUrl(SITE, "/blog/category/%E6%97%A5")).toBe(`${SITE}/blog/category/%E6%97%A5`);
});

test("an absolute URL passes through", () => {
  expect(absoluteUrl(SITE, "https://calendly.com/x")).toBe("https://calendly.com/x");
});
