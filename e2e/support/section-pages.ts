import fs from "fs";
import path from "path";
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

/** The addresses of the built pages that show a section of this kind, read from the page data the build wrote. */
export function builtPagesShowing(kind: string, publicDirectory = path.resolve("public")): string[] {
  const root = path.join(publicDirectory, "page-data");
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json" && fs.readFileSync(full, "utf8").includes(`"type":"${kind}"`)) {
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

/**
 * The list page a collection item's breadcrumb trail names, by the build's rule: of the pages
 * holding the list kind, the one whose address the item's lies under, else the first by address.
 */
export function listPathFor(kind: string, itemPath: string): string {
  const paths = pagesWithSection(kind)
    .map((page) => page.path)
    .sort();
  const found = paths.find((candidate) => itemPath.startsWith(`${candidate}/`)) ?? paths[0];
  if (!found) throw new Error(`no page holds a "${kind}" section, so ${itemPath} has no list page in its trail`);
  return found;
}
