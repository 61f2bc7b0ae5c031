import { lastModifiedDates, type DatedPage } from "../gatsby/feeds/last-modified";
import { builtPageHtml } from "./support/built-head";
import { blogPosts, caseStudies, launchContent } from "./support/content";
import { sitemapEntries } from "./support/sitemap";

/**
 * Every address in the sitemap says how fresh it is (<lastmod>), as the data says: an article or
 * case study its own date, any other page the rule of gatsby/feeds/last-modified.ts applied to the dates
 * in data/ and the links the built page shows. A date of the build's clock would fail here.
 */
const entries = sitemapEntries();
const items = [...blogPosts(), ...caseStudies()];
const dataPages: DatedPage[] = [
  ...items.map((item) => ({ path: item.path, datePublished: item.datePublished, dateModified: item.dateModified })),
  ...launchContent.sectionPages().map((page) => ({ path: page.path, dateModified: page.page.dateModified })),
];
// A page of no data file of its own (a list's later pages, a category's listing) is dated like any list page, by what it links to.
const pages: DatedPage[] = [
  ...dataPages,
  ...entries.filter((entry) => !dataPages.some((page) => page.path === entry.path)).map((entry) => ({ path: entry.path })),
];
const expected = lastModifiedDates(pages, (pagePath) => builtPageHtml(pagePath));
const today = new Date().toISOString().slice(0, 10);

test.each(entries.map((entry) => [entry.path, entry]))("%s has a plausible lastmod", (_path, entry) => {
  expect(entry.lastmod).toBeDefined();
  const lastmod = entry.lastmod ?? "";
  expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  const day = lastmod.slice(0, 10);
  expect(day <= today).toBe(true);
  expect(day).toBe(expected.get(entry.path));
});

test("an article's or case study's lastmod is its dateModified, else its datePublished", () => {
  const byPath = new Map(entries.map((entry) => [entry.path, entry.lastmod?.slice(0, 10)]));
  for (const item of items) expect([item.path, byPath.get(item.path)]).toEqual([item.path, item.dateModified ?? item.datePublished]);
});
