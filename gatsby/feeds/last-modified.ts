/**
 * How fresh each page is (the sitemap's <lastmod>), from the dates in data/, never from the build's
 * clock or git, so the same content always gives the same dates:
 *
 * 1. An article or a case study: its own date, `dateModified` when an editor set one, else
 *    `datePublished`.
 * 2. Any other page (a data/pages or data/services file): the newest of its own `dateModified`, if
 *    its file carries one, and the dates (rule 1) of every article and case study its main content
 *    links to. A list page links each item it shows, so it is as fresh as its newest item; the home
 *    page is as fresh as the newest article it features.
 * 3. A page with neither: the newest date of all dated content, the last day anything on the site is
 *    known to have changed (an editor who changes such a page gives it a `dateModified`).
 *
 * Links are read from the built page's <main> (the header and footer are the same on every page),
 * so "what a page shows" is what the visitor gets, whichever section kind listed the items.
 */

/** A page of the build with the dates its data gives it. */
export type DatedPage = {
  path: string;
  /** Articles and case studies. */
  datePublished?: string | null;
  dateModified?: string | null;
};

const MAIN = /<main\b[^>]*>([\s\S]*)<\/main>/i;
const HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;

/** The site-relative addresses the page's main content links to, without query, fragment or trailing slash. */
export function linkedPaths(html: string): string[] {
  const main = MAIN.exec(html)?.[1] ?? "";
  return [...main.matchAll(HREF)]
    .map((match) => match[1] ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1"));
}

const newest = (dates: Iterable<string>): string | undefined => [...dates].sort().at(-1);

/** Every page's last-modified day (YYYY-MM-DD), by the rules above; `htmlOf` gives a page's built HTML. */
export function lastModifiedDates(pages: readonly DatedPage[], htmlOf: (pagePath: string) => string): Map<string, string> {
  const itemDates = new Map<string, string>();
  for (const page of pages) {
    if (page.datePublished) itemDates.set(page.path, page.dateModified ?? page.datePublished);
  }
  const siteNewest = newest(itemDates.values()) ?? newest(pages.flatMap((page) => (page.dateModified ? [page.dateModified] : [])));
  const dates = new Map<string, string>();
  for (const page of pages) {
    const own = itemDates.get(page.path);
    if (own) {
      dates.set(page.path, own);
      continue;
    }
    const shown = linkedPaths(htmlOf(page.path)).flatMap((linked) => (itemDates.has(linked) ? [itemDates.get(linked) ?? ""] : []));
    const date = newest([...(page.dateModified ? [page.dateModified] : []), ...shown]) ?? siteNewest;
    if (date) dates.set(page.path, date);
  }
  return dates;
}
