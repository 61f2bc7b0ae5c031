/** @jest-environment node */
import fs from "fs";
import path from "path";
import { fieldName, formatProblems, isCalendarDay, validateContentDirectory, validateContentFile } from "../content-checks/validate-content";
import { temporaryDirectory } from "../../jest/temporary-directory";

const realData = path.resolve(__dirname, "../../data");

/** A throwaway copy of data/ (schemas, site.json, images) an editor could break. */
function dataCopy(): string {
  const root = path.join(temporaryDirectory("content"), "data");
  fs.mkdirSync(root);
  fs.cpSync(path.join(realData, "schemas"), path.join(root, "schemas"), { recursive: true });
  fs.mkdirSync(path.join(root, "images"));
  fs.writeFileSync(path.join(root, "images", "og-default.jpg"), "");
  fs.copyFileSync(path.join(realData, "site.json"), path.join(root, "site.json"));
  return root;
}

function editSite(root: string, edit: (site: Record<string, unknown>) => void): string {
  const file = path.join(root, "site.json");
  const site = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(site);
  fs.writeFileSync(file, JSON.stringify(site));
  return file;
}

const messages = (root: string, file: string) => formatProblems(validateContentFile(file, root));

test("the shipped data/site.json is valid", () => {
  expect(validateContentFile(path.join(realData, "site.json"), realData)).toEqual([]);
});

test("a missing required field is reported with the file and the field", () => {
  const root = dataCopy();
  const file = editSite(root, (site) => delete (site.contact as Record<string, unknown>).email);
  expect(messages(root, file)).toBe('data/site.json: field "contact.email" is required but missing');
});

test("a wrong type names the field and the expected type", () => {
  const root = dataCopy();
  const file = editSite(root, (site) => (site.keywords = "sap, dynamics"));
  expect(messages(root, file)).toBe('data/site.json: field "keywords" must be array');
});

test("a misspelt field is reported instead of silently ignored", () => {
  const root = dataCopy();
  const file = editSite(root, (site) => (site.schedulerUrll = "https://example.com"));
  expect(messages(root, file)).toContain('field "schedulerUrll" is not a known field');
});

test("an image path that does not exist is reported", () => {
  const root = dataCopy();
  const file = editSite(root, (site) => (site.defaultImage = "./images/missing.jpg"));
  expect(messages(root, file)).toBe('data/site.json: field "defaultImage" names an image that does not exist: ./images/missing.jpg');
});

test("invalid JSON is reported with the parser's position", () => {
  const root = dataCopy();
  const file = path.join(root, "site.json");
  fs.writeFileSync(file, '{ "name": "x", }');
  expect(messages(root, file)).toMatch(/^data\/site\.json: is not valid JSON: .*position/);
});

test("a file of no known kind is reported", () => {
  const root = dataCopy();
  const file = path.join(root, "stray.json");
  fs.writeFileSync(file, "{}");
  expect(messages(root, file)).toBe("data/stray.json: is not a known kind of content file (see gatsby/content/content-kinds.ts)");
});

test("JSON pointers become dotted field names with indexes", () => {
  expect(fieldName("/sections/2/items/0/title")).toBe("sections[2].items[0].title");
  expect(fieldName("")).toBe("");
});

/** A fixture article written into the copy: the validator's rules on file names and Markdown images. */
function writePost(root: string, name: string, body: string[]): string {
  fs.mkdirSync(path.join(root, "blog"), { recursive: true });
  fs.mkdirSync(path.join(root, "images", "blog"), { recursive: true });
  fs.writeFileSync(path.join(root, "images", "blog", "fixture.jpg"), "");
  const file = path.join(root, "blog", `${name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({
      $schema: "../schemas/blog-post.schema.json",
      title: "Fixture",
      excerpt: "A fixture article.",
      category: "SAP BTP",
      datePublished: "2031-07-04",
      author: "A. Writer",
      image: "../images/blog/fixture.jpg",
      imageAlt: "Fixture",
      seo: { title: "Fixture", description: "A fixture article long enough to be a description of fifty characters.", keywords: ["fixture"] },
      body,
    }),
  );
  return file;
}

test("a valid article with a Markdown image that exists passes", () => {
  const root = dataCopy();
  expect(messages(root, writePost(root, "a-fixture", ["Text.", "![Chart](../images/blog/fixture.jpg)"]))).toBe("");
});

test("a Markdown image that does not exist names the file and the block", () => {
  const root = dataCopy();
  expect(messages(root, writePost(root, "a-fixture", ["Text.", "![Chart](../images/blog/missing.jpg)"]))).toBe(
    'data/blog/a-fixture.json: field "body[1]" names an image that does not exist: ../images/blog/missing.jpg',
  );
});

test("a Markdown image of a type the site cannot show (an SVG, a GIF) names the block and the pattern, though the file exists", () => {
  const root = dataCopy();
  fs.mkdirSync(path.join(root, "images", "blog"), { recursive: true });
  for (const name of ["chart.svg", "chart.gif"]) fs.writeFileSync(path.join(root, "images", "blog", name), "");
  const pattern = (
    JSON.parse(fs.readFileSync(path.join(realData, "schemas", "common.schema.json"), "utf8")) as { definitions: { imagePath: { pattern: string } } }
  ).definitions.imagePath.pattern;
  expect(messages(root, writePost(root, "a-fixture", ["![Chart](../images/blog/chart.svg)", "Text.", "![Chart](../images/blog/chart.gif)"]))).toBe(
    [
      `data/blog/a-fixture.json: field "body[0]" names the image ../images/blog/chart.svg, which must match pattern "${pattern}" as every image does (the site shows only those file types)`,
      `data/blog/a-fixture.json: field "body[2]" names the image ../images/blog/chart.gif, which must match pattern "${pattern}" as every image does (the site shows only those file types)`,
    ].join("\n"),
  );
});

test("an article whose file name is not an address is refused", () => {
  const root = dataCopy();
  expect(messages(root, writePost(root, "My Post", ["Text."]))).toBe(
    "data/blog/My Post.json: file name must be lowercase words joined by hyphens (it is the page address)",
  );
});

test("an impossible month in datePublished names the field", () => {
  const root = dataCopy();
  const file = writePost(root, "a-fixture", ["Text."]);
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...json, datePublished: "2031-13-01" }));
  expect(messages(root, file)).toMatch(/^data\/blog\/a-fixture\.json: field "datePublished" must match pattern/);
});

test("a day the calendar does not have in datePublished names the field and the day; a leap day of a leap year passes", () => {
  const root = dataCopy();
  const file = writePost(root, "a-fixture", ["Text."]);
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const withDate = (datePublished: string) => {
    fs.writeFileSync(file, JSON.stringify({ ...json, datePublished }));
    return messages(root, file);
  };
  expect(withDate("2031-02-29")).toMatch(/^data\/blog\/a-fixture\.json: field "datePublished" is "2031-02-29", which is not a day of the calendar/);
  expect(withDate("2031-04-31")).toMatch(/field "datePublished" is "2031-04-31", which is not a day of the calendar/);
  expect(withDate("2032-02-29")).toBe("");
});

test("isCalendarDay: the days of the calendar, in YYYY-MM-DD", () => {
  expect(["2025-01-31", "2024-02-29", "2000-02-29", "2025-12-31"].filter((day) => !isCalendarDay(day))).toEqual([]);
  expect(["2025-02-29", "1900-02-29", "2025-06-31", "2025-13-01", "2025-00-10", "2025-1-01", "25-01-01", "2025-01-01T00:00"].filter(isCalendarDay)).toEqual([]);
});

test("a category is any short text: a new one passes, an empty or overlong one names the field", () => {
  const root = dataCopy();
  const file = writePost(root, "a-fixture", ["Text."]);
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const withCategory = (category: string) => {
    fs.writeFileSync(file, JSON.stringify({ ...json, category }));
    return messages(root, file);
  };
  expect(withCategory("A Category Never Used Before")).toBe("");
  expect(withCategory("")).toMatch(/^data\/blog\/a-fixture\.json: field "category" /);
  expect(withCategory("x".repeat(41))).toMatch(/^data\/blog\/a-fixture\.json: field "category" /);
});

test("a list that must hold an entry of a kind and holds none is reported once, with the kind its schema describes", () => {
  const root = dataCopy();
  const file = path.join(root, "testimonials.json");
  const testimonials = JSON.parse(fs.readFileSync(path.join(realData, "testimonials.json"), "utf8")) as { testimonials: Array<Record<string, unknown>> };
  for (const testimonial of testimonials.testimonials) testimonial.featured = false;
  fs.writeFileSync(file, JSON.stringify(testimonials));
  expect(messages(root, file)).toBe(
    'data/testimonials.json: field "testimonials" must hold at least 1 entry that is one marked featured ("featured": true), for the home page\'s testimonials',
  );
});

test("a value of the wrong form names the field, its pattern and, in words, what its schema's description asks for", () => {
  const root = dataCopy();
  const file = editSite(root, (site) => ((site.contact as Record<string, unknown>).phone = "call us"));
  expect(messages(root, file)).toBe(
    'data/site.json: field "contact.phone" must match pattern "^\\+?[\\d\\s\\-()]{10,}$": Digits, spaces, hyphens and brackets, at least 10, after an optional +, e.g. +1 (555) 010-0100.',
  );
});

test.each(["%s | %s", "Offshore ERP Consulting"])(
  "a title template with %%s other than once (%s) names the field: each page's title takes its place once",
  (template) => {
    const root = dataCopy();
    const file = editSite(root, (site) => (site.titleTemplate = template));
    expect(messages(root, file)).toMatch(
      /^data\/site\.json: field "titleTemplate" must match pattern .*: Every page's <title>, where %s, written once, stands for/,
    );
  },
);

test("a list whose entries must differ in a field (x-unique-by) names the entry that repeats another's, case and spaces aside", () => {
  const root = dataCopy();
  fs.mkdirSync(path.join(root, "pages"));
  const file = path.join(root, "pages", "index.json");
  const page = JSON.parse(fs.readFileSync(path.join(realData, "pages", "index.json"), "utf8")) as { sections: Array<Record<string, unknown>> };
  const at = page.sections.findIndex((section) => section.type === "faq");
  expect(at).toBeGreaterThanOrEqual(0);
  const items = page.sections[at]!.items as Array<{ question: string; answer: string }>;
  items.push({ question: `  ${items[0]!.question.toUpperCase()} `, answer: "Asked twice." });
  fs.writeFileSync(file, JSON.stringify(page));
  expect(messages(root, file)).toBe(
    `data/pages/index.json: field "sections[${at}].items[${items.length - 1}].question" repeats "${items.at(-1)!.question}" of sections[${at}].items[0]: each entry of the list needs its own question`,
  );
});

test("a section listing every file of a folder that holds none names the page file and the folder; one file in the folder is enough", () => {
  const root = dataCopy();
  for (const folder of ["pages", "services"]) fs.cpSync(path.join(realData, folder), path.join(root, folder), { recursive: true });
  fs.cpSync(path.join(realData, "testimonials.json"), path.join(root, "testimonials.json"));
  // The sections that list articles, found in the page files themselves.
  const listingArticles = ["pages", "services"].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) => {
        const { sections } = JSON.parse(fs.readFileSync(path.join(root, folder, name), "utf8")) as { sections: Array<{ type: string }> };
        return sections.flatMap((section, index) =>
          section.type === "blogList"
            ? [`data/${folder}/${name}: field "sections[${index}]" (blogList) lists every file of data/blog/, which holds none: add one, or remove the section`]
            : [],
        );
      }),
  );
  expect(listingArticles.length).toBeGreaterThan(0);
  fs.cpSync(path.join(realData, "case-studies"), path.join(root, "case-studies"), { recursive: true });
  const problems = () =>
    formatProblems(validateContentDirectory(root))
      .split("\n")
      .filter((line) => line.includes("which holds none"));
  expect(problems()).toEqual(listingArticles);
  writePost(root, "a-fixture", ["Text."]);
  expect(problems()).toEqual([]);
});

test("two articles with one title (x-unique-across-files), case and spaces aside, are each named with the other; distinct titles pass", () => {
  const root = dataCopy();
  const first = writePost(root, "first-fixture", ["Text."]);
  const second = writePost(root, "second-fixture", ["Text."]);
  const { title } = JSON.parse(fs.readFileSync(first, "utf8")) as { title: string };
  const retitle = (to: string) => fs.writeFileSync(second, JSON.stringify({ ...JSON.parse(fs.readFileSync(second, "utf8")), title: to }));
  retitle(`${title}, part two`);
  expect(formatProblems(validateContentDirectory(root))).toBe("");
  retitle(` ${title.toLowerCase()}  `);
  expect(formatProblems(validateContentDirectory(root))).toBe(
    [
      'data/blog/first-fixture.json: field "title" is the same as in data/blog/second-fixture.json: each needs a title of its own',
      'data/blog/second-fixture.json: field "title" is the same as in data/blog/first-fixture.json: each needs a title of its own',
    ].join("\n"),
  );
});
