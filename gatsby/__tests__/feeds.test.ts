/** @jest-environment node */
import { XMLParser } from "fast-xml-parser";
import { absoluteHtml, buildFeeds, DEFAULT_FEED_LENGTH, FEED_BYTE_LIMIT, feedCandidates, type FeedData, type FeedPost } from "../feeds/feeds";
import { FEED_FILES } from "../feeds/feed-files";

const SITE = "https://www.example.com";

function post(slug: string, datePublished: string, dateModified?: string): FeedPost {
  return {
    slug,
    path: `/blog/${slug}`,
    title: `Title of ${slug} & more`,
    excerpt: `Excerpt of ${slug}`,
    category: "Testing",
    author: "Editorial team",
    imageAlt: "A picture",
    bodyHtml: `<h2 id="part">Part</h2><p>See <a href="#part">this part</a>, <a href="/contact">us</a> and <a href="https://elsewhere.example/">them</a>.</p><img src="/static/a.jpg" srcset="/static/a-1.jpg 1x, /static/a-2.jpg 2x" alt="">`,
    datePublished,
    dateModified,
    image: { publicURL: `/static/${slug}.jpg` },
    breadcrumbs: [{ to: "/" }, { to: "/blog" }, { to: `/blog/${slug}` }],
  };
}

const data: FeedData = {
  site: { siteMetadata: { siteUrl: SITE } },
  siteJson: { name: "Brand", language: "en", feed: { title: "Brand insights", description: "Articles" } },
  allBlogPostJson: { nodes: [post("older", "2024-01-01", "2025-02-02"), post("newer", "2025-01-01"), post("middle", "2024-06-01")] },
};

const feeds = buildFeeds(data);
const text = (feedPath: string) => feeds.get(feedPath) ?? "";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });

test("every relative address in an article's HTML becomes absolute; others are kept", () => {
  expect(
    absoluteHtml(
      '<a href="#x">a</a><a href="/p">b</a><img src="/i.png" srcset="/i-1.png 1x, /i-2.png 2x"><a href="https://o.example/">c</a>',
      SITE,
      `${SITE}/blog/p`,
    ),
  ).toBe(
    `<a href="${SITE}/blog/p#x">a</a><a href="${SITE}/p">b</a><img src="${SITE}/i.png" srcset="${SITE}/i-1.png 1x, ${SITE}/i-2.png 2x"><a href="https://o.example/">c</a>`,
  );
});

test("one feed per declared file", () => {
  expect([...feeds.keys()]).toEqual(FEED_FILES.map((file) => file.path));
});

test("RSS 2.0: the articles newest first, with link, summary, absolute full content, author, category and date", () => {
  const rss = parser.parse(text("/rss.xml")) as { rss: { version: string; channel: { title: string; link: string; item: Array<Record<string, string>> } } };
  expect(rss.rss.version).toBe("2.0");
  expect(rss.rss.channel.title).toBe("Brand insights");
  expect(rss.rss.channel.link).toBe(`${SITE}/blog`);
  const items = rss.rss.channel.item;
  expect(items.map((item) => item.link)).toEqual(["newer", "middle", "older"].map((slug) => `${SITE}/blog/${slug}`));
  const [first] = items;
  expect(first?.title).toBe("Title of newer & more");
  expect(first?.description).toBe("Excerpt of newer");
  expect(first?.category).toBe("Testing");
  expect(first?.pubDate).toBe(new Date("2025-01-01T00:00:00Z").toUTCString());
  const content = first?.["content:encoded"] ?? "";
  expect(content).toContain(`<img src="${SITE}/static/newer.jpg" alt="A picture">`);
  expect(content).toContain(`href="${SITE}/contact"`);
  expect(content).not.toMatch(/(href|src)="\//);
});

test("Atom: published and updated dates, the modified date when an editor set one", () => {
  const atom = parser.parse(text("/atom.xml")) as {
    feed: { updated: string; entry: Array<{ id: string; published: string; updated: string; author: { name: string } }> };
  };
  expect(atom.feed.updated).toBe("2025-02-02T00:00:00.000Z");
  const older = atom.feed.entry.find((entry) => entry.id.endsWith("/older"));
  expect([older?.published, older?.updated, older?.author.name]).toEqual(["2024-01-01T00:00:00.000Z", "2025-02-02T00:00:00.000Z", "Editorial team"]);
});

test("JSON Feed: the same articles", () => {
  const json = JSON.parse(text("/feed.json")) as { version: string; items: Array<{ url: string; content_html: string }> };
  expect(json.version).toMatch(/jsonfeed\.org\/version\/1/);
  expect(json.items.map((item) => item.url)).toEqual(["newer", "middle", "older"].map((slug) => `${SITE}/blog/${slug}`));
  expect(json.items[0]?.content_html).toContain(`${SITE}/blog/newer#part`);
});

describe("a feed of a fixed size", () => {
  const many = (count: number, bodyHtml?: string) =>
    Array.from({ length: count }, (_, index) => {
      const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return { ...post(`post-${String(index).padStart(4, "0")}`, day), ...(bodyHtml ? { bodyHtml } : {}) };
    });
  const linksOf = (feeds: Map<string, string>) =>
    (JSON.parse(feeds.get("/feed.json") ?? "{}") as { items: Array<{ url: string }> }).items.map((item) => item.url);

  test("carries the newest feed.length articles, and the schema's default when data/site.json names none", () => {
    const nodes = many(60);
    const newest = [...nodes].reverse().map((node) => `${SITE}${node.path}`);
    const withLength = buildFeeds({ ...data, siteJson: { ...data.siteJson, feed: { ...data.siteJson.feed, length: 5 } }, allBlogPostJson: { nodes } });
    expect(linksOf(withLength)).toEqual(newest.slice(0, 5));
    const byDefault = buildFeeds({ ...data, allBlogPostJson: { nodes } });
    expect(DEFAULT_FEED_LENGTH).toBeGreaterThan(0);
    expect(linksOf(byDefault)).toEqual(newest.slice(0, DEFAULT_FEED_LENGTH));
  });

  test("reads the whole of the articles a feed can carry only: the newest feed.length by the blog's order, the same as the feeds carry", () => {
    const nodes = many(60);
    const order = { allBlogPostJson: { nodes: [...nodes].reverse() } };
    const newest = [...nodes].reverse().map((node) => node.slug);
    expect(feedCandidates({ ...order, siteJson: { feed: { length: 5 } } }).slugs).toEqual(newest.slice(0, 5));
    expect(feedCandidates({ ...order, siteJson: { feed: {} } }).slugs).toEqual(newest.slice(0, DEFAULT_FEED_LENGTH));
    const carried = buildFeeds({
      ...data,
      allBlogPostJson: { nodes: nodes.filter((node) => feedCandidates({ ...order, siteJson: { feed: {} } }).slugs.includes(node.slug)) },
    });
    expect(linksOf(carried)).toEqual(linksOf(buildFeeds({ ...data, allBlogPostJson: { nodes } })));
  });

  test("keeps every feed below the byte limit at any number of long articles, each article whole, the newest first", () => {
    const body = `<p>${"A long paragraph of an article. ".repeat(1500)}</p>`;
    const nodes = many(300, body);
    const feeds = buildFeeds({ ...data, siteJson: { ...data.siteJson, feed: { ...data.siteJson.feed, length: 50 } }, allBlogPostJson: { nodes } });
    for (const [feedPath, feedText] of feeds) expect([feedPath, Buffer.byteLength(feedText) < FEED_BYTE_LIMIT]).toEqual([feedPath, true]);
    const links = linksOf(feeds);
    expect(links.length).toBeGreaterThan(1);
    expect(links.length).toBeLessThan(50);
    expect(links).toEqual(
      [...nodes]
        .reverse()
        .map((node) => `${SITE}${node.path}`)
        .slice(0, links.length),
    );
    const items = (JSON.parse(feeds.get("/feed.json")!) as { items: Array<{ content_html: string }> }).items;
    for (const item of items) expect(item.content_html).toContain(body.slice(0, -4));
  });

  test("an article larger than the limit on its own is still carried, alone", () => {
    const nodes = many(3, `<p>${"x".repeat(FEED_BYTE_LIMIT)}</p>`);
    expect(linksOf(buildFeeds({ ...data, allBlogPostJson: { nodes } }))).toEqual([`${SITE}${nodes[2]!.path}`]);
  });
});
