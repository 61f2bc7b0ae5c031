import fs from "fs";
import path from "path";
import site from "../../data/site.json";
import { BLOG_ORDER, sortCollection } from "../../gatsby/listings/collection-order";
import { markdownWordCount } from "../../gatsby/markdown/markdown-to-html";
import { readMinutes } from "../../gatsby/content/read-time";
import type { BlogPostFile } from "../../src/content-file-types";

/** An article of data/blog/ (typed from its schema) with what the build derives: slug (file name), shown date. */
export type BlogPostData = BlogPostFile & { slug: string; date: string };

const BLOG = path.resolve(__dirname, "../../data/blog");

export function shownDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

export function blogPosts(directory = BLOG): BlogPostData[] {
  const posts = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const json = JSON.parse(fs.readFileSync(path.join(directory, name), "utf8")) as Omit<BlogPostData, "slug" | "date">;
      return { ...json, slug: path.basename(name, ".json"), date: shownDate(json.datePublished) };
    });
  return sortCollection(posts, BLOG_ORDER, (post) => post.slug);
}

/** The read time the build shows for a post. */
export async function readTimeOf(post: BlogPostData): Promise<string> {
  return site.ui.readTime.replace("{minutes}", String(readMinutes(await markdownWordCount(post.body.join("\n\n")))));
}

/** The subheadings ("## ...") and the plain paragraphs (blocks without Markdown syntax) of a body. */
export function bodyParts(post: BlogPostData): { headings: string[]; paragraphs: string[] } {
  return {
    headings: post.body.filter((block) => block.startsWith("## ")).map((block) => block.slice(3)),
    paragraphs: post.body.filter((block) => !/^([#>!-]|\d+\.)|[*_[\]`]/.test(block)),
  };
}
