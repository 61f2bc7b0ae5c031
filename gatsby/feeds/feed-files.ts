/**
 * The articles' feeds: the one list of their addresses and formats. gatsby/feeds/feeds.ts writes them
 * after the build; every page's head links them (<link rel="alternate">: the `links` of SiteFeed in
 * GraphQL, gatsby/feeds/feed-links.ts), so a feed reader finds them from any page; the tests read
 * the same list.
 */
export const FEED_FILES = [
  { path: "/rss.xml", format: "rss2", type: "application/rss+xml", name: "RSS" },
  { path: "/atom.xml", format: "atom1", type: "application/atom+xml", name: "Atom" },
  { path: "/feed.json", format: "json1", type: "application/feed+json", name: "JSON Feed" },
] as const;

export type FeedFile = (typeof FEED_FILES)[number];
