// gatsby/feeds/: what readers and search engines fetch beside the pages: the articles' RSS, Atom and
// JSON feeds (here) and their addresses, the sitemap and each page's last-modified date.
import fs from "fs";
import path from "path";
import { Feed } from "feed";
import { absoluteUrl } from "../../src/lib/absolute-url";
import { BLOG_ORDER, sortCollection } from "../listings/collection-order";
import { FEED_FILES } from "./feed-files";
import siteSchema from "../../data/schemas/site.schema.json";

/** Every feed stays below this size (bytes): feed readers fetch it on every poll. */
export const FEED_BYTE_LIMIT = 400_000;

/** How many articles a feed carries when data/site.json does not say: the default its schema declares. */
export const DEFAULT_FEED_LENGTH = siteSchema.properties.feed.properties.length.default;

/**
 * Which articles a feed can carry: every article's place in the blog's order, which is all the first
 * query reads of the articles; the second (FEED_QUERY) then reads the whole of the newest
 * `feed.length` only, so a build renders a fixed number of article bodies for the feeds at any
 * number of articles.
 */
export const FEED_ORDER_QUERY = `{
  siteJson { feed { length } }
  allBlogPostJson { nodes { slug datePublished } }
}`;

export type FeedOrderData = {
  siteJson: { feed: { length?: number | null } } | null;
  allBlogPostJson: { nodes: ReadonlyArray<{ slug: string; datePublished: string }> };
};

/** How many articles a feed carries at most: data/site.json's `feed.length`, else its schema's default. */
const feedLength = (feed: { length?: number | null } | undefined) => feed?.length ?? DEFAULT_FEED_LENGTH;

/** The slugs of the newest `feed.length` articles, the variables of FEED_QUERY. */
export function feedCandidates(data: FeedOrderData): { slugs: string[] } {
  return {
    slugs: sortCollection(data.allBlogPostJson.nodes, BLOG_ORDER, (post) => post.slug)
      .slice(0, feedLength(data.siteJson?.feed))
      .map((post) => post.slug),
  };
}

/**
 * The articles' feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1; addresses in gatsby/feeds/feed-files.ts), written
 * after the build from the same GraphQL nodes as the article pages, newest first (the blog's order),
 * the newest `feed.length` of data/site.json (its schema's default when absent), and fewer if a feed
 * would otherwise reach FEED_BYTE_LIMIT, so a feed reader's poll costs the same at any number of articles:
 * title, address, excerpt, the whole article as the page shows it (the sanitized `bodyHtml`, its
 * illustration first) with every link and image made absolute, as feed readers show it away from
 * the site, author, category, and the published and modified dates. The `feed` package writes the
 * three formats from one description and escapes them; see docs/architecture.md for why it is
 * called here rather than through gatsby-plugin-feed.
 */
export const FEED_QUERY = `query FeedArticles($slugs: [String]) {
  site { siteMetadata { siteUrl } }
  siteJson { name language feed { title description length } }
  allBlogPostJson(filter: { slug: { in: $slugs } }) {
    nodes { slug path title excerpt category author datePublished dateModified bodyHtml imageAlt image { publicURL } breadcrumbs { to } }
  }
}`;

export type FeedPost = Pick<Queries.BlogPostJson, "slug" | "path" | "title" | "excerpt" | "category" | "author" | "imageAlt" | "bodyHtml"> & {
  datePublished: string;
  dateModified?: string | null;
  image: { publicURL: string | null } | null;
  breadcrumbs: ReadonlyArray<{ to: string }>;
};

export type FeedData = {
  site: { siteMetadata: { siteUrl: string } };
  siteJson: { name: string; language: string; feed: { title: string; description: string; length?: number | null } };
  allBlogPostJson: { nodes: FeedPost[] };
};

const URL_ATTRIBUTES = /\s(href|src|poster)="([^"]*)"/g;
const SRCSET = /\ssrcset="([^"]*)"/g;

/** The HTML with every site-relative address (links, images, srcset candidates, in-page anchors) made absolute. */
export function absoluteHtml(html: string, siteUrl: string, pageUrl: string): string {
  const absolute = (address: string) => {
    if (address.startsWith("#")) return `${pageUrl}${address}`;
    if (address.startsWith("/") && !address.startsWith("//")) return absoluteUrl(siteUrl, address);
    return address;
  };
  return html
    .replace(URL_ATTRIBUTES, (_match, name: string, value: string) => ` ${name}="${absolute(value)}"`)
    .replace(
      SRCSET,
      (_match, value: string) =>
        ` srcset="${value
          .split(",")
          .map((candidate) => candidate.trim().replace(/^\S+/, (address) => absolute(address)))
          .join(", ")}"`,
    );
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The three feeds' texts, by feed file path: the newest `feed.length` articles, or as many of them as
 * keep every feed below `byteLimit` (at least the newest one, whole).
 */
export function buildFeeds(data: FeedData, byteLimit = FEED_BYTE_LIMIT): Map<string, string> {
  const all = sortCollection(data.allBlogPostJson.nodes, BLOG_ORDER, (post) => post.slug);
  let count = Math.min(all.length, feedLength(data.siteJson.feed));
  for (;;) {
    const feeds = writeFeedTexts(data, all.slice(0, count));
    const largest = Math.max(...[...feeds.values()].map((text) => Buffer.byteLength(text)));
    if (largest < byteLimit || count <= 1) return feeds;
    // Fewer articles, in proportion to the excess (the feeds' size is mostly their articles'), by one at least.
    count = Math.max(1, Math.min(count - 1, Math.floor((count * byteLimit) / largest)));
  }
}

function writeFeedTexts(data: FeedData, posts: readonly FeedPost[]): Map<string, string> {
  const siteUrl = data.site.siteMetadata.siteUrl;
  const { name, language, feed: texts } = data.siteJson;
  const changed = (post: FeedPost) => post.dateModified ?? post.datePublished;
  const updated = [...posts.map(changed)].sort().at(-1);
  // The feed's own page is the page that lists the articles (the second crumb of an article's breadcrumbs).
  const listPath = posts[0]?.breadcrumbs[1]?.to ?? "/";
  const links = Object.fromEntries(
    FEED_FILES.map((file) => [file.format === "rss2" ? "rss" : file.format === "atom1" ? "atom" : "json", absoluteUrl(siteUrl, file.path)]),
  );
  const feed = new Feed({
    id: absoluteUrl(siteUrl, listPath),
    link: absoluteUrl(siteUrl, listPath),
    title: texts.title,
    description: texts.description,
    language,
    copyright: name,
    updated: updated ? day(updated) : undefined,
    generator: name,
    feedLinks: links,
    author: { name, link: absoluteUrl(siteUrl, "/") },
  });
  for (const post of posts) {
    const url = absoluteUrl(siteUrl, post.path);
    const imageUrl = post.image?.publicURL ? absoluteUrl(siteUrl, post.image.publicURL) : undefined;
    const picture = imageUrl ? `<p><img src="${escapeAttribute(imageUrl)}" alt="${escapeAttribute(post.imageAlt)}"></p>` : "";
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      content: picture + absoluteHtml(post.bodyHtml, siteUrl, url),
      author: [{ name: post.author }],
      category: [{ name: post.category }],
      date: day(changed(post)),
      published: day(post.datePublished),
      image: imageUrl,
    });
  }
  const formats = { rss2: () => feed.rss2(), atom1: () => feed.atom1(), json1: () => feed.json1() };
  return new Map(FEED_FILES.map((file) => [file.path, formats[file.format]()]));
}

/** Writes the feeds into the build. */
export function writeFeeds(data: FeedData, publicDirectory: string): void {
  for (const [feedPath, text] of buildFeeds(data)) fs.writeFileSync(path.join(publicDirectory, feedPath), text);
}
