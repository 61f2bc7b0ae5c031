/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { brokenInternalLinks, linkedPage } from "../internal-links";

function dataWith(files: Record<string, unknown>): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "links-")), "data");
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), JSON.stringify(content));
  }
  fs.mkdirSync(path.join(root, "schemas"));
  return root;
}

test("the page a link opens ignores its anchor and query", () => {
  expect(["/#about", "/contact#form", "/blog?page=2", "/services/", "/"].map(linkedPage)).toEqual(["/", "/contact", "/blog", "/services", "/"]);
});

test("a link to a page no data file makes is named by file and field; links to made pages pass", () => {
  const root = dataWith({
    "site.json": {
      header: {
        links: [
          { label: "About", to: "/#about" },
          { label: "Careers", to: "/careers" },
        ],
      },
    },
    "pages/contact.json": { sections: [{ actions: [{ label: "Home", to: "/" }] }], backLinkTo: "/old-page" },
  });
  const problems = brokenInternalLinks(root, new Set(["/", "/contact"]));
  expect(problems).toEqual([
    { file: "data/pages/contact.json", message: 'field "backLinkTo" links to /old-page, but no data file makes the page /old-page' },
    { file: "data/site.json", message: 'field "header.links[1].to" links to /careers, but no data file makes the page /careers' },
  ]);
});

test("links outside the site and plain texts starting with a slash in other fields are not page links", () => {
  const root = dataWith({ "site.json": { schedulerUrl: "https://example.com/30min", note: "/not-a-link", to: "https://example.com" } });
  expect(brokenInternalLinks(root, new Set(["/"]))).toEqual([]);
});
