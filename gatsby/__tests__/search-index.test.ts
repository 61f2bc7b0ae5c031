/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { UNUSED_FILE, searchDocument, searchRecords, textsOfFile, type SearchIndexData } from "../search/search-index";

const data: SearchIndexData = {
  siteJson: { language: "en" },
  allBlogPostJson: { nodes: [{ path: "/blog/a", title: "Article <A>", excerpt: "About & more", bodyHtml: "<p>Body of <em>A</em></p>" }] },
  allCaseStudyJson: { nodes: [{ path: "/case-studies/b", title: "Case B", excerpt: "Excerpt B", parent: { absolutePath: "/data/case-studies/b.json" } }] },
  allPageJson: {
    nodes: [{ path: "/service-c", title: "Service C", seo: { description: "Described C" }, parent: { absolutePath: "/data/services/service-c.json" } }],
  },
};

const texts: Record<string, string[]> = {
  "/data/case-studies/b.json case-study.schema.json": ["Case B", "Excerpt B", "The challenge <b>", "Acme"],
  "/data/services/service-c.json page.schema.json": ["Service C", "Described C", "Hero intro", "Card title"],
};
const textsOf = (file: string, schema: string) => texts[`${file} ${schema}`] ?? [];

test("one record per article, case study and service page, each with its own address, title and excerpt", () => {
  const records = searchRecords(data, textsOf);
  expect(records.map(({ url, title, excerpt }) => ({ url, title, excerpt }))).toEqual([
    { url: "/blog/a", title: "Article <A>", excerpt: "About & more" },
    { url: "/case-studies/b", title: "Case B", excerpt: "Excerpt B" },
    { url: "/service-c", title: "Service C", excerpt: "Described C" },
  ]);
});

test("an article's body is its built HTML; a case study's or service page's is every text it shows, escaped, title and excerpt once", () => {
  const [article, caseStudy, service] = searchRecords(data, textsOf);
  expect(article?.bodyHtml).toBe("<p>Body of <em>A</em></p>");
  expect(caseStudy?.bodyHtml).toBe("<p>The challenge &lt;b&gt;</p>\n<p>Acme</p>");
  expect(service?.bodyHtml).toBe("<p>Hero intro</p>\n<p>Card title</p>");
});

test("a node without its data file stops the index, naming the page", () => {
  const orphan = { ...data, allCaseStudyJson: { nodes: [{ ...data.allCaseStudyJson.nodes[0]!, parent: null }] } };
  expect(() => searchRecords(orphan, textsOf)).toThrow("/case-studies/b");
});

test("the indexed document holds the title as its h1 and the excerpt as the result's excerpt, escaped", () => {
  const html = searchDocument(searchRecords(data, textsOf)[0]!, "en");
  expect(html).toContain('<html lang="en">');
  expect(html).toContain("<h1>Article &lt;A&gt;</h1>");
  expect(html).toContain('<p data-pagefind-meta="excerpt">About &amp; more</p>');
  expect(html).toContain("<p>Body of <em>A</em></p>");
});

test("the texts of a data file leave out its seo fields", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "search-texts-"));
  const file = path.join(folder, "page.json");
  const page = {
    seo: { title: "Seo title only", description: "Seo description only", keywords: ["seo keyword only"] },
    sections: [{ type: "hero", id: "hero", title: "Shown title", intro: "Shown intro", actions: [] }],
  };
  fs.writeFileSync(file, JSON.stringify(page));
  const found = textsOfFile(file, "page.schema.json");
  expect(found).toEqual(expect.arrayContaining(["Shown title", "Shown intro"]));
  expect(found.join(" ")).not.toMatch(/seo/i);
  fs.rmSync(folder, { recursive: true, force: true });
});

test("the texts of a page leave out a section the page leaves out (a testimonial list whose group is empty)", () => {
  const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "search-texts-")), "data");
  fs.mkdirSync(path.join(data, "services"), { recursive: true });
  fs.writeFileSync(path.join(data, "testimonials.json"), JSON.stringify({ testimonials: [{ quote: "Quote", author: "Author", featured: true }] }));
  const file = path.join(data, "services", "page.json");
  const page = {
    sections: [
      { type: "featuredTestimonials", id: "featured", title: "Featured heading" },
      { type: "testimonialList", id: "others", show: "others", title: "Others heading" },
    ],
  };
  fs.writeFileSync(file, JSON.stringify(page));
  const found = textsOfFile(file, "page.schema.json");
  expect(found).toContain("Featured heading");
  expect(found).not.toContain("Others heading");
  fs.rmSync(path.dirname(data), { recursive: true, force: true });
});

test("Pagefind's ready-made interfaces are left out of the build; its module, worker and index are kept", () => {
  const unused = [
    "pagefind-ui.js",
    "pagefind-ui.css",
    "pagefind-modular-ui.js",
    "pagefind-modular-ui.css",
    "pagefind-component-ui.js",
    "pagefind-component-ui.css",
    "pagefind-highlight.js",
  ];
  const kept = ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind", "pagefind.en_893b465ef8.pf_meta"];
  expect(unused.filter((file) => !UNUSED_FILE.test(file))).toEqual([]);
  expect(kept.filter((file) => UNUSED_FILE.test(file))).toEqual([]);
});
