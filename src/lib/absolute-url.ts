/**
 * A site path made absolute against the origin pages are published under, as a URL: a path with
 * letters beyond ASCII (a category "日本語") is percent-encoded, as the sitemap writes it, so the
 * canonical link, the social cards, the feeds and the structured data name each page as the sitemap
 * does. Absolute URLs pass through.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.startsWith("/") ? path : `/${path}`, siteUrl).href;
}
