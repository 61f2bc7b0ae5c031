/** @jest-environment node */
import fs from "fs";
import path from "path";
import { brokenInternalLinks, linkedPage } from "../content-checks/internal-links";
import { temporaryDirectory } from "../../jest/temporary-directory";

function dataWith(files: Record<string, unknown>): string {
  const root = path.join(temporaryDirectory("links"), "data");
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

test("a page reference anywhere in a file (menus, section actions, cards, nested links) is checked and named by file and field", () => {
  const root = dataWith({
    "pages/contact.json": {
      sections: [{ id: "form", actions: [{ label: "Home", page: "pages/index" }], card: { page: "pages/old-page" } }],
      caseStudy: { backLink: { label: "Back", page: "pages/contact#form" } },
    },
  });
  expect(brokenInternalLinks(root, new Set(["/", "/contact"]))).toEqual([
    {
      file: "data/pages/contact.json",
      message: 'field "sections[0].card.page" names pages/old-page (the page /old-page), but no data file makes the page /old-page',
    },
  ]);
});

test("addresses outside the site and texts starting with a slash are not page links", () => {
  const root = dataWith({ "site.json": { schedulerUrl: "https://example.com/30min", note: "/not-a-link", to: "/careers" } });
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

test("a link to a section of a page names a section that page's file has, else it is named by file and field", () => {
  const root = dataWith({
    "pages/index.json": {
      sections: [
        { type: "hero", id: "hero" },
        { type: "faq", id: "faq" },
      ],
    },
    "site.json": {
      header: {
        links: [
          { label: "Questions", page: "pages/index#faq" },
          { label: "About", page: "pages/index#about" },
        ],
      },
    },
  });
  expect(brokenInternalLinks(root, new Set(["/"]))).toEqual([
    { file: "data/site.json", message: 'field "header.links[1].page" names pages/index#about, but data/pages/index.json has no section with the id "about"' },
  ]);
});

test("a link to a section the page leaves out, as it would show nothing, is named by file and field; one to a section it shows is not", () => {
  const root = dataWith({
    "testimonials.json": { testimonials: [{ quote: "Q", author: "A", featured: true }] },
    "pages/index.json": {
      sections: [
        { type: "featuredTestimonials", id: "featured" },
        { type: "testimonialList", id: "others", show: "others" },
      ],
    },
    "site.json": {
      header: {
        links: [
          { label: "Featured", page: "pages/index#featured" },
          { label: "Others", page: "pages/index#others" },
        ],
      },
    },
  });
  expect(brokenInternalLinks(root, new Set(["/"]))).toEqual([
    {
      file: "data/site.json",
      message:
        'field "header.links[1].page" names pages/index#others, but the section with the id "others" would show nothing, so data/pages/index.json leaves it out of its page',
    },
  ]);
});

test("a Markdown link to an address of this site names a page that exists or an old address that forwards; a file's address and another site are not pages", () => {
  const root = dataWith({
    "site.json": { movedPages: [{ from: "/old-services", page: "pages/index" }] },
    "pages/index.json": { sections: [{ type: "hero", id: "about" }] },
    "services/sap-btp.json": { sections: [{ type: "hero", id: "pillars" }] },
    "blog/a-post.json": {
      body: [
        "Read about [our team](/sap-btp) and [the home page](/#about), [a list page](/blog?page=2).",
        "An [old address](/old-services/) still forwards; [a feed](/rss.xml) and [another site](//example.com/x) are no pages.",
        "But [a guess](/services/sap-btp) and [a typo](/sap-bpt#pillars) lead nowhere.",
        "A [section](/sap-btp#pillars) is found by its id; [another](/sap-btp/#pilars) is not.",
      ],
    },
  });
  expect(brokenInternalLinks(root, new Set(["/", "/sap-btp", "/blog"]))).toEqual([
    { file: "data/blog/a-post.json", message: 'field "body[2]" links to /services/sap-btp, but no page of this site has the address /services/sap-btp' },
    { file: "data/blog/a-post.json", message: 'field "body[2]" links to /sap-bpt#pillars, but no page of this site has the address /sap-bpt' },
    { file: "data/blog/a-post.json", message: 'field "body[3]" links to /sap-btp/#pilars, but data/services/sap-btp.json has no section with the id "pilars"' },
  ]);
});
