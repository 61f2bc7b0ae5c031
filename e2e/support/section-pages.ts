import fs from "fs";
import path from "path";
import { builtPageDataFile } from "../../gatsby/files/built-html";
import { listPageFor } from "../../gatsby/listings/breadcrumbs";
import { kindsListing } from "../../gatsby/listings/section-collections";
import { FIRST_SECTIONS } from "../../src/lib/first-sections";
import { launchContent, sectionOf, type PageSection, type SectionPage } from "./content";

/**
 * Which pages show a kind of section is the editors' choice: a FAQ may move from the home page to
 * another page, a second page may get an enquiry form, a page may be removed. Tests of a section
 * kind therefore find the pages that hold it in data/ (every file of data/pages and data/services)
 * and run once per such page, never on a route named in the test.
 */
export type { SectionPage };

/** Every page made of sections: data/pages (by file name) and data/services, with its address. */
export function sectionPages(): SectionPage[] {
  return launchContent.sectionPages();
}

/** The pages whose data holds at least one section of this kind: data/pages, then data/services, each by file name (of data/ unless other pages are given). */
export function pagesWithSection(kind: string, pages: readonly SectionPage[] = sectionPages()): SectionPage[] {
  return pages.filter((page) => page.sections.some((section) => section.type === kind));
}

/** The pages whose data holds a section listing this content type (of data/ unless other pages are given). */
export function pagesListing(typeName: string, pages: readonly SectionPage[] = sectionPages()): SectionPage[] {
  const kinds = kindsListing(typeName);
  return pages.filter((page) => page.sections.some((section) => kinds.includes(section.type)));
}

/** Whether built page data is a listing page beyond its data file's own page: a list's page 2 and later, or a category's listing. */
function isFurtherListingPage(pageData: string): boolean {
  const position = (JSON.parse(pageData) as { result?: { pageContext?: { listPosition?: { page: number; category?: string } } } }).result?.pageContext
    ?.listPosition;
  return position !== undefined && (position.page > 1 || position.category !== undefined);
}

/**
 * The addresses of the built pages that show a section of this kind, read from the page data the
 * build wrote: each page of a data file once (a list's further pages and category listings show
 * the section of the page they continue).
 */
export function builtPagesShowing(kind: string, publicDirectory = path.resolve("public")): string[] {
  const root = path.join(publicDirectory, "page-data");
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name === "page-data.json" &&
        fs.readFileSync(full, "utf8").includes(`"type":"${kind}"`) &&
        !isFurtherListingPage(fs.readFileSync(full, "utf8"))
      ) {
        const relative = path.relative(root, folder);
        found.push(relative === "index" ? "/" : `/${relative}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Defines the tests of a section kind once per page that holds it (a describe block named by the
 * page's address), or on the first such page only (`firstOnly`: behaviour that does not depend on
 * the page, such as sending a form). When no page holds the kind, its one test is that the build
 * shows it nowhere either, so a file about a kind an editor has removed still checks something.
 */
export function describeEachPageWith<T extends object>(
  kind: string,
  define: (page: SectionPage, section: PageSection & T) => void,
  { firstOnly = false }: { firstOnly?: boolean } = {},
): void {
  const holding = pagesWithSection(kind);
  const pages = firstOnly ? holding.slice(0, 1) : holding;
  if (pages.length === 0) {
    test(`no page's data holds a "${kind}" section, and no built page shows one`, () => {
      expect(builtPagesShowing(kind)).toEqual([]);
    });
    return;
  }
  for (const page of pages) describe(`${page.path} (${kind})`, () => define(page, sectionOf<T>(page, kind)));
}

/** The list page a collection item's breadcrumbs name (the build's rule, gatsby/listings/breadcrumbs.ts), of the pages holding the list kind. */
export function listPathFor(kind: string, itemPath: string): string {
  const found = listPageFor(
    itemPath,
    pagesWithSection(kind).map((page) => page.path),
  );
  if (!found) throw new Error(`no page holds a "${kind}" section, so ${itemPath} has no list page in its breadcrumbs`);
  return found;
}

/** The built pages' data (public/page-data), read by path. */
function pageData(route: string, publicDirectory: string): { result: { data: Record<string, { jsonLd?: string } | null> } } {
  const file = builtPageDataFile(publicDirectory, route);
  return JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: Record<string, { jsonLd?: string } | null> } };
}

/** The JSON-LD the build made for a page (its node's jsonLd field, gatsby/schema/head-fields.ts), which its head must carry. */
export function builtJsonLd(route: string, publicDirectory = path.resolve("public")): { "@graph": unknown[] } {
  const node = Object.values(pageData(route, publicDirectory).result.data).find((value) => typeof value?.jsonLd === "string");
  if (!node) throw new Error(`the page data of ${route} holds no jsonLd`);
  return JSON.parse(node.jsonLd!) as { "@graph": unknown[] };
}

/**
 * How the image of a list's card at `index` should load: the first card of a list in one of a
 * page's first sections at once and before other images (it may be the largest paint,
 * src/lib/first-sections.tsx), every other card's as it nears the screen.
 */
export function cardImageLoading(page: SectionPage, section: PageSection, index: number): { loading: string; fetchpriority: string | null } {
  const inFirstSections = page.sections.findIndex((candidate) => candidate.id === section.id) < FIRST_SECTIONS;
  return inFirstSections && index === 0 ? { loading: "eager", fetchpriority: "high" } : { loading: "lazy", fetchpriority: null };
}
