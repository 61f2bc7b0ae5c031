import fs from "fs";
import path from "path";
import siteJson from "../../data/site.json";
import { BLOG_ORDER, sortCollection } from "../../gatsby/listings/collection-order";
import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { isExternalAddress, markdownWordCount } from "../../gatsby/markdown/markdown-to-html";
import { readMinutes } from "../../gatsby/content/read-time";
import type { BlogPostFile } from "../../src/content-file-types";
import type { SiteFile } from "../../src/content-file-types";
import { shownDate } from "../../src/lib/shown-date";

// Typed by its schema, not by what the file holds today: an editor may leave out what the schema allows.
const site: SiteFile = siteJson as SiteFile;

/** An article of data/blog/ (typed from its schema) with what the build derives: slug (file name), shown date. */
export type BlogPostData = BlogPostFile & { slug: string; date: string };

const BLOG = path.resolve(__dirname, "../../data/blog");

/** The language of the site whose articles are in `directory` (its data/site.json, beside data/blog). */
function languageOf(directory: string): string {
  return (JSON.parse(fs.readFileSync(path.join(directory, "..", "site.json"), "utf8")) as Pick<SiteFile, "language">).language;
}

export function blogPosts(directory = BLOG): BlogPostData[] {
  const language = languageOf(directory);
  const posts = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const json = JSON.parse(fs.readFileSync(path.join(directory, name), "utf8")) as Omit<BlogPostData, "slug" | "date">;
      return { ...json, slug: path.basename(name, ".json"), date: shownDate(json.datePublished, language) };
    });
  return sortCollection(posts, BLOG_ORDER, (post) => post.slug);
}

/** The read time the build shows for a post. */
export async function readTimeOf(post: BlogPostData): Promise<string> {
  return site.ui.readTime.replace("{minutes}", String(readMinutes(await markdownWordCount(post.body.join("\n\n")))));
}

/** The Markdown parser the build uses (remark with GitHub's extensions: tables, bare addresses as links). */
const markdown = unified().use(remarkParse).use(remarkGfm);

/**
 * The text a browser shows for a Markdown node: the build drops raw HTML, puts the new-tab hint at
 * the end of an external link's text, and shows a footnote reference as its note's number.
 */
function shownText(node: Nodes, noteNumber: (identifier: string) => number | undefined): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return "\n";
  if (node.type === "footnoteReference") return String(noteNumber(node.identifier) ?? "");
  if (!("children" in node)) return "";
  const inner = node.children.map((child) => shownText(child, noteNumber)).join("");
  return node.type === "link" && isExternalAddress(node.url) ? `${inner} ${site.ui.newTab}` : inner;
}

/**
 * The subheadings (every "#" or "##" heading: the article's title is its only h1, so the build shows
 * "#" as a subheading too, and the footnotes' heading of data/site.json follows them where the body
 * refers to a note it holds) and the paragraphs of a body, each as the page shows its text.
 */
export function bodyParts(post: BlogPostData): { headings: string[]; paragraphs: string[] } {
  const tree = markdown.parse(post.body.join("\n\n"));
  // Notes are numbered in the order the text first refers to them; a reference to no note stays text.
  const defined = new Set<string>();
  visit(tree, "footnoteDefinition", (node) => {
    defined.add(node.identifier);
  });
  const numbers = new Map<string, number>();
  visit(tree, "footnoteReference", (node) => {
    if (defined.has(node.identifier) && !numbers.has(node.identifier)) numbers.set(node.identifier, numbers.size + 1);
  });
  const noteNumber = (identifier: string) => numbers.get(identifier);
  const headings: string[] = [];
  visit(tree, "heading", (node) => {
    if (node.depth <= 2) headings.push(shownText(node, noteNumber));
  });
  if (numbers.size > 0) headings.push(site.ui.footnotesTitle);
  return {
    headings,
    paragraphs: tree.children
      .filter((node) => node.type === "paragraph")
      .map((node) => shownText(node, noteNumber))
      .filter((text) => text.trim() !== ""),
  };
}
