/**
 * Where the endpoint leads a visitor: always an origin of the site, never one the request names
 * otherwise (no open redirect). Runtime-neutral.
 */

/** The origin of each URL (`https://www.example.com/` → `https://www.example.com`); entries that are not http(s) URLs are left out. */
export function siteOrigins(urls: readonly string[]): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    try {
      const parsed = new URL(url.trim());
      if ((parsed.protocol === "https:" || parsed.protocol === "http:") && !origins.includes(parsed.origin)) origins.push(parsed.origin);
    } catch {
      // not a URL
    }
  }
  return origins;
}

/** The request's Origin when it is one of `allowed`, else the first of `allowed`. */
export function siteOrigin(requestOrigin: string | null, allowed: readonly string[]): string | undefined {
  return requestOrigin !== null && allowed.includes(requestOrigin) ? requestOrigin : allowed[0];
}
