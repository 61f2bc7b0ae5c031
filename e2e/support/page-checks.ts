import type { Locator, Page } from "playwright-core";
import type { PageProblems } from "./browser";
import { dataFile } from "./content";

const site = dataFile<{ name: string; titleTemplate: string }>("site.json");

/** A page's <title> as src/components/seo.tsx builds it from data/site.json: the title in `titleTemplate`, unless it already names the site. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : site.titleTemplate.replace("%s", title);
}

/** What every page's <head> must carry: title, description, canonical and JSON-LD of given types. */
export async function expectHead(page: Page, expected: { title: string; description: string; path: string; jsonLdTypes: string[] }) {
  expect(await page.title()).toBe(fullTitle(expected.title));
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(expected.description);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${expected.path.replace(/[/-]/g, "\\$&")}$`));
  const graph = await jsonLdGraph(page);
  expect(graph.map((entity) => entity["@type"])).toEqual(expected.jsonLdTypes);
  return graph;
}

/** A text from data as a literal part of a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern that matches this text whole (spaces around it aside), never an element whose text merely contains it: for `hasText`, which matches a part when given a string. */
export function wholeText(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export type JsonLdEntity = Record<string, unknown> & { "@type": string };

export async function jsonLdGraph(page: Page): Promise<JsonLdEntity[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => (JSON.parse(text) as { "@graph": JsonLdEntity[] })["@graph"]);
}

/** The items of the first list in a landmark region (a section named by its h2). */
export function itemsOf(region: Locator): Locator {
  return region.locator("ul, ol").first().locator(":scope > li");
}

export function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

export function expectNoProblems(problems: PageProblems) {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}
