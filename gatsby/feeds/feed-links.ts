import type { GraphQLFieldResolver } from "gatsby/graphql";
import { FEED_FILES } from "./feed-files";

/**
 * `links: [FeedLink!]! @feedLinks` on the feed texts of data/site.json (SiteFeed): each feed as every
 * page's head links it, so a feed reader finds the feeds from any page. Resolved at build time, so
 * the pages get the addresses and names as data (their static query's result) and no browser bundle
 * carries the list.
 */
export const feedLinkTypeDefs = /* GraphQL */ `
  "A feed of the articles as a page's head links it (<link rel=alternate>)."
  type FeedLink {
    "Site-relative address, e.g. /rss.xml."
    href: String!
    "Media type of the format, e.g. application/rss+xml."
    type: String!
    "The feed's title and its format, e.g. Insights (RSS)."
    title: String!
  }
`;

/** The head's link to each feed, named by the feed's title (data/site.json `feed.title`) and its format. */
export function feedLinks(title: string): Queries.FeedLink[] {
  return FEED_FILES.map((feed) => ({ href: feed.path, type: feed.type, title: `${title} (${feed.name})` }));
}

const resolveFeedLinks: GraphQLFieldResolver<Pick<Queries.SiteFeed, "title">, unknown> = (source) => feedLinks(source.title);

export const feedLinksExtension = { name: "feedLinks", extend: () => ({ resolve: resolveFeedLinks }) };
