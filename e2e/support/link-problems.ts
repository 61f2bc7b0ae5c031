import { sitePagePath, type CrawledPage } from "./crawl";

/**
 * What the link check reports about a crawl, one line per problem: the page the link is on, the
 * link's text, its href and what is wrong. Pure functions, so the gate's own tests can feed them
 * a broken crawl.
 */
type Pages = Map<string, CrawledPage>;

const isPage = (page: CrawledPage | undefined): boolean => page !== undefined && page.status === 200 && !page.notFound;
const good = (pages: Pages) => [...pages.values()].filter((page) => isPage(page));
const unique = (lines: string[]) => [...new Set(lines)];

export function brokenLinks(pages: Pages): string[] {
  return unique(
    good(pages).flatMap((page) =>
      page.links.flatMap((link) => {
        const target = link.href ? sitePagePath(link.resolved) : undefined;
        const reached = target === undefined ? undefined : pages.get(target);
        if (target === undefined || isPage(reached)) return [];
        const what = reached ? `answers ${reached.status}${reached.notFound ? " with the 404 page" : ""}` : "was never loaded";
        return [`${page.path}: "${link.text}" → ${link.href} ${what}`];
      }),
    ),
  );
}

export function missingAnchors(pages: Pages): string[] {
  return unique(
    good(pages).flatMap((page) =>
      page.links.flatMap((link) => {
        const target = link.href ? sitePagePath(link.resolved) : undefined;
        const hash = decodeURIComponent(new URL(link.resolved).hash.slice(1));
        const reached = target === undefined ? undefined : pages.get(target);
        if (!hash || !reached || !isPage(reached)) return [];
        return reached.ids.includes(hash) ? [] : [`${page.path}: "${link.text}" → ${link.href}: no element with id "${hash}" on ${target}`];
      }),
    ),
  );
}

export function placeholderLinks(pages: Pages): string[] {
  const placeholder = (href: string | null) => href === null || ["", "#"].includes(href.trim()) || /^javascript:/i.test(href.trim());
  return unique(
    good(pages).flatMap((page) =>
      page.links.filter((link) => placeholder(link.href)).map((link) => `${page.path}: "${link.text}" has href=${JSON.stringify(link.href)}`),
    ),
  );
}

export function unsafeNewTabLinks(pages: Pages): string[] {
  return unique(
    good(pages).flatMap((page) =>
      page.links
        .filter((link) => link.target === "_blank")
        .filter((link) => {
          const rel = (link.rel ?? "").toLowerCase().split(/\s+/);
          return !rel.includes("noopener") || !rel.includes("noreferrer");
        })
        .map((link) => `${page.path}: "${link.text}" → ${link.href} has rel=${JSON.stringify(link.rel)}`),
    ),
  );
}

export function scriptProblems(pages: Pages): string[] {
  return good(pages).flatMap((page) => [
    ...page.consoleErrors.map((message) => `${page.path}: console error: ${message}`),
    ...page.pageErrors.map((message) => `${page.path}: uncaught: ${message}`),
  ]);
}
