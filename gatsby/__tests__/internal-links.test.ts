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

test("a link naming a page file is checked against the route of that file; an unknown kind of file is named", () => {
  const root = dataWith({
    "site.json": {
      header: {
        links: [
          { label: "SAP BTP", page: "services/sap-btp" },
          { label: "About", page: "pages/index#about" },
          { label: "Careers", page: "pages/careers" },
          { label: "Forms", page: "forms" },
        ],
      },
    },
  });
  expect(brokenInternalLinks(root, new Set(["/", "/sap-btp"]))).toEqual([
    { file: "data/site.json", message: 'field "header.links[2].page" names pages/careers (the page /careers), but no data file makes the page /careers' },
    {
      file: "data/site.json",
      message: 'field "header.links[3].page" names forms, which is not a data file of a kind that makes pages (pages/, services/, case-studies/, blog/)',
    },
  ]);
});
