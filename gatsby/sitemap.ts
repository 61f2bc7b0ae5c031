/**
 * gatsby-plugin-sitemap options: only pages meant to be found. Pages whose context says
 * `noIndex` (set by gatsby-node for flagged content), the 404 pages and redirect stubs stay out.
 */
const NEVER_LISTED = new Set(["/404", "/404.html", "/dev-404-page", "/functional-testing"]);

type SitemapPage = { path: string; pageContext?: { noIndex?: boolean } | null };

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path pageContext } }
  }`,
  resolveSiteUrl: () => process.env.SITE_URL_RESOLVED,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter((page) => !NEVER_LISTED.has(page.path) && page.pageContext?.noIndex !== true),
  serialize: ({ path }: SitemapPage) => ({ url: path, changefreq: "monthly", priority: path === "/" ? 1 : 0.7 }),
};
