import { XMLParser } from "fast-xml-parser";
import { FEED_FILES } from "../gatsby/feeds/feed-files";
import { DEFAULT_FEED_LENGTH, FEED_BYTE_LIMIT } from "../gatsby/feeds/feeds";
import { resolveSiteUrl } from "../gatsby/env/site-url";
import { url } from "./support/browser";
import { builtPageHtml, headTags } from "./support/built-head";
import { blogPosts, dataFile } from "./support/content";
import { sitemapPaths } from "./support/sitemap";

/**
 * The articles' feeds as a feed reader meets them: found from any page's head, fetched from the
 * host, parsed by a feed parser, and holding the newest articles of data/blog (read from the data, in
 * the blog's order, as many as data/site.json says), with absolute links only, each feed below its size limit.
 */
const SITE_URL = resolveSiteUrl();
const feedTexts = dataFile<{ feed: { title: string; length?: number } }>("site.json").feed;
/** The articles a feed carries: the newest, as many as data/site.json says (or its schema's default). */
const posts = blogPosts().slice(0, feedTexts.length ?? DEFAULT_FEED_LENGTH);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => ["item", "entry", "category"].includes(name) });

const changed = (post: (typeof posts)[number]) => post.dateModified ?? post.datePublished;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();

async function fetchFeed(feedPath: string): Promise<string> {
  const response = await fetch(url(feedPath));
  expect([feedPath, response.status]).toEqual([feedPath, 200]);
  return response.text();
}

test.each(sitemapPaths())("%s links every feed in its head", (pagePath) => {
  const alternates = headTags(builtPageHtml(pagePath), "link").filter((link) => link.rel === "alternate");
  expect(alternates.map(({ type, href }) => ({ type, href }))).toEqual(FEED_FILES.map(({ type, path }) => ({ type, href: path })));
  for (const link of alternates) expect(link.title).toContain(feedTexts.title);
});

test("RSS 2.0 holds the newest articles, newest first, with its link, summary, category, author, date and absolute full content", async () => {
  const rss = parser.parse(await fetchFeed("/rss.xml")) as {
    rss: { version: string; channel: { title: string; item: Array<Record<string, unknown> & { category: string[] }> } };
  };
  expect(rss.rss.version).toBe("2.0");
  expect(rss.rss.channel.title).toBe(feedTexts.title);
  const items = rss.rss.channel.item;
  expect(items.map((item) => item.link)).toEqual(posts.map((post) => `${SITE_URL}${post.path}`));
  posts.forEach((post, index) => {
    const item: Record<string, unknown> = items[index] ?? {};
    expect([post.path, item.title, item.description, item.category]).toEqual([post.path, post.title, post.excerpt, [post.category]]);
    expect([post.path, Date.parse(String(item.pubDate))]).toEqual([post.path, day(changed(post))]);
    expect(String(item["dc:creator"] ?? item.author)).toContain(post.author);
    const content = String(item["content:encoded"]);
    expect(content.length).toBeGreaterThan(post.excerpt.length);
    expect([post.path, /\s(href|src|srcset)="(\/|#)/.test(content)]).toEqual([post.path, false]);
  });
});

test("Atom holds the same articles with its published and updated dates", async () => {
  const atom = parser.parse(await fetchFeed("/atom.xml")) as {
    feed: {
      entry: Array<{
        title: string;
        published: string;
        updated: string;
        link: { href: string; rel?: string } | Array<{ href: string; rel?: string }>;
        content: string;
      }>;
    };
  };
  const entries = atom.feed.entry;
  expect(entries.map((entry) => [entry.link].flat().find((link) => !link.rel || link.rel === "alternate")?.href)).toEqual(
    posts.map((post) => `${SITE_URL}${post.path}`),
  );
  posts.forEach((post, index) => {
    const entry = entries[index];
    expect([post.path, Date.parse(entry?.published ?? ""), Date.parse(entry?.updated ?? "")]).toEqual([post.path, day(post.datePublished), day(changed(post))]);
  });
});

test("the JSON Feed holds the same articles", async () => {
  const json = JSON.parse(await fetchFeed("/feed.json")) as { version: string; items: Array<{ url: string; title: string; content_html: string }> };
  expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
  expect(json.items.map((item) => [item.url, item.title])).toEqual(posts.map((post) => [`${SITE_URL}${post.path}`, post.title]));
});

test.each(FEED_FILES.map((file) => [file.path]))("%s stays below the feeds' size limit", async (feedPath) => {
  expect(Buffer.byteLength(await fetchFeed(feedPath))).toBeLessThan(FEED_BYTE_LIMIT);
});
