/** @jest-environment node */
import fs from "fs";
import path from "path";
import { formatProblems, validateContentFile } from "../content-checks/validate-content";
import { markdownToHtml, markdownWordCount } from "../markdown/markdown-to-html";
import { SLUG_PATTERN } from "../routes/routes";

/**
 * Every article in data/blog/, whatever their number: valid, named like an address, dated with a
 * real calendar day, and a body that becomes HTML. Counts, dates and titles come from the files.
 */
const DATA = path.resolve(__dirname, "../../data");
const BLOG = path.join(DATA, "blog");

type Post = { title: string; datePublished: string; body: string[] };

const files = fs.readdirSync(BLOG).filter((name) => name.endsWith(".json"));
const posts = files.map((name) => ({ name, post: JSON.parse(fs.readFileSync(path.join(BLOG, name), "utf8")) as Post }));

test("there are posts to check", () => {
  expect(posts.length).toBeGreaterThan(0);
});

test.each(["pages/blog.json", ...files.map((name) => `blog/${name}`)])("data/%s is valid", (file) => {
  expect(formatProblems(validateContentFile(path.join(DATA, file), DATA))).toBe("");
});

test.each(posts)("$name: the file name is an address and datePublished a real day", ({ name, post }) => {
  expect(path.basename(name, ".json")).toMatch(SLUG_PATTERN);
  expect(new Date(`${post.datePublished}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.datePublished);
});

/**
 * The body's HTML has no script or h1 and shows every word the read time counts, no more and no
 * fewer, besides what the site adds: the new-tab hint, and around footnotes their heading, the
 * notes' numbers and the links back.
 */
async function expectEveryWordShown(body: string[]) {
  const markdown = body.join("\n\n");
  const footnotes = { title: "Notes", back: "Back to note {number}" };
  const html = await markdownToHtml(markdown, { newTabHint: "(new tab)", footnotes, resolveImage: async () => ({ src: "/x.webp", width: 1, height: 1 }) });
  expect(html).not.toMatch(/<script|<h1/i);
  const words = await markdownWordCount(markdown);
  expect(words).toBeGreaterThan(0);
  const shown = html
    .replace(/<h2 id="footnote-label">.*?<\/h2>/g, " ")
    .replace(/<a [^>]*data-footnote-(ref|backref)[^>]*>.*?<\/a>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\(new tab\)/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  expect(shown).toBe(words);
}

test.each(posts)("$name: the body becomes HTML that keeps every word of it and has no script", async ({ post }) => {
  await expectEveryWordShown(post.body);
});

test("a body with every kind of block an editor may write keeps every word and has no script", async () => {
  await expectEveryWordShown([
    "# A top heading, shown as a subheading",
    "Raw <script>alert(1)</script> and <b>bold</b> HTML & a bare address: https://www.example.org/plain.",
    "| Step | Owner |\n| --- | --- |\n| Backup | Basis team |",
    "```\nSELECT name FROM users;\n```",
    "1. First\n2. Second",
    "> A quote with `code`.",
    "![An image](../images/blog/x.jpg)",
    "A claim with a footnote.[^1]",
    "[^1]: The footnote's own words.",
  ]);
});
