/** @jest-environment node */
import fs from "fs";
import path from "path";
import { formatProblems, validateContentFile } from "../validate-content";

/** The blog's content contract (docs/requirements.md, Page contents and Fixed figures): ten posts, six categories, dates and read times. */
const DATA = path.resolve(__dirname, "../../data");
const BLOG = path.join(DATA, "blog");

type Post = {
  id: number;
  slug: string;
  title: string;
  category: string;
  date: string;
  datePublished: string;
  readTime: string;
  intro: string[];
  sections: Array<{ heading: string; paragraphs: string[]; bullets?: string[] }>;
};

const files = fs.readdirSync(BLOG).filter((name) => name.endsWith(".json"));
const posts = files.map((name) => ({ name, post: JSON.parse(fs.readFileSync(path.join(BLOG, name), "utf8")) as Post }));

/** Words a reader reads: intro, headings, paragraphs and bullets. */
function wordCount(post: Post): number {
  const texts = [...post.intro, ...post.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

const minutes = (post: Post) => Number(post.readTime.replace(" min read", ""));

test.each(["pages/blog.json", "pages/contact.json", ...files.map((name) => `blog/${name}`)])("data/%s is valid", (file) => {
  expect(formatProblems(validateContentFile(path.join(DATA, file), DATA))).toBe("");
});

test("there are ten posts numbered 1-10, each named after its slug", () => {
  expect(posts).toHaveLength(10);
  expect(posts.map(({ post }) => post.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  for (const { name, post } of posts) expect(name).toBe(`${post.slug}.json`);
});

test("the posts cover exactly the six categories of docs/requirements.md", () => {
  expect(new Set(posts.map(({ post }) => post.category))).toEqual(
    new Set(["SAP Implementation", "Microsoft Dynamics", "Staff Augmentation", "Software Testing", "SAP BTP", "Outsourcing"]),
  );
});

test("dates run from January 25 to March 15, 2025, the shown date matches datePublished, and id 1 is the oldest", () => {
  const byId = posts.map(({ post }) => post).sort((a, b) => a.id - b.id);
  const published = byId.map((post) => post.datePublished);
  expect(published).toEqual([...published].sort());
  expect(published[0]).toBe("2025-01-25");
  expect(published[published.length - 1]).toBe("2025-03-15");
  for (const post of byId) {
    const shown = new Date(`${post.datePublished}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
    expect([post.slug, post.date]).toEqual([post.slug, shown]);
  }
});

test("read times are 6-10 minutes and each body is long enough for it (200-230 words a minute)", () => {
  for (const { post } of posts) {
    const wordsPerMinute = wordCount(post) / minutes(post);
    expect([post.slug, minutes(post) >= 6 && minutes(post) <= 10]).toEqual([post.slug, true]);
    expect([post.slug, wordsPerMinute >= 200 && wordsPerMinute <= 230]).toEqual([post.slug, true]);
  }
});
