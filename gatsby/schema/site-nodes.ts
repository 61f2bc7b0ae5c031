import type { ResolverContext as Context } from "./resolver-context";

/**
 * The two site-wide nodes field resolvers read: data/site.json (the SiteJson node) and the origin the
 * site is published at (gatsby-config.ts siteMetadata.siteUrl). Each is missing only when the
 * project itself is broken, so a resolver that needs one stops the build saying which.
 */
export async function siteJsonNode<T>(context: Context): Promise<T> {
  const site = await context.nodeModel.findOne<T>({ type: "SiteJson", query: { filter: {} } });
  if (!site) throw new Error("data/site.json is missing");
  return site;
}

export async function publishedSiteUrl(context: Context): Promise<string> {
  const meta = await context.nodeModel.findOne<{ siteMetadata: { siteUrl: string } }>({ type: "Site", query: { filter: {} } });
  if (!meta) throw new Error("gatsby-config.ts sets no siteMetadata.siteUrl");
  return meta.siteMetadata.siteUrl;
}
