/** @jest-environment node */
import { lastModifiedDates, linkedPaths } from "../feeds/last-modified";

const page = (links: string[]) =>
  `<html><body><header><a href="/blog/newest">nav</a></header><main id="main-content">${links
    .map((href) => `<a class="card" href="${href}">x</a>`)
    .join("")}</main><footer><a href="/blog/newest">f</a></footer></body></html>`;

test("links are read from the main content only, as site paths without fragment, query or trailing slash", () => {
  expect(linkedPaths(page(["/blog/a#part", "/case-studies/b/", "/contact?x=1", "https://elsewhere.example/blog/a", "//cdn.example/x", "/"]))).toEqual([
    "/blog/a",
    "/case-studies/b",
    "/contact",
    "/",
  ]);
});

test("an item is as fresh as its own date; a page as its own dateModified and the items it links; a page with neither as the newest dated content", () => {
  const pages = [
    { path: "/blog/old", datePublished: "2024-01-10" },
    { path: "/blog/updated", datePublished: "2024-02-01", dateModified: "2025-06-30" },
    { path: "/blog/newest", datePublished: "2025-05-01" },
    { path: "/case-studies/c", datePublished: "2023-03-03" },
    { path: "/blog" },
    { path: "/case-studies", dateModified: "2024-12-24" },
    { path: "/services", dateModified: "2022-01-01" },
    { path: "/contact" },
  ];
  const html: Record<string, string> = {
    // The header's and footer's link to /blog/newest does not count: only what the page shows.
    "/blog": page(["/blog/old", "/blog/updated", "/contact"]),
    "/case-studies": page(["/case-studies/c"]),
    "/services": page(["/contact"]),
    "/contact": page([]),
    // An item's own date wins over anything it links to.
    "/blog/old": page(["/blog/newest"]),
  };
  const dates = lastModifiedDates(pages, (pagePath) => html[pagePath] ?? "");
  expect(Object.fromEntries(dates)).toEqual({
    "/blog/old": "2024-01-10",
    "/blog/updated": "2025-06-30",
    "/blog/newest": "2025-05-01",
    "/case-studies/c": "2023-03-03",
    "/blog": "2025-06-30",
    "/case-studies": "2024-12-24",
    "/services": "2022-01-01",
    "/contact": "2025-06-30",
  });
});
