import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { routeOfPageReference } from "../routes/page-references";
import { PAGE_KIND_DIRECTORIES } from "../routes/routes";
import { contentFiles, fieldName, formatProblems, type ContentProblem } from "./validate-content";

/**
 * Every link an editor writes to a page of this site names the page's data file
 * ("page": "services/sap-btp", "pages/index#about"); its address comes from the file's content kind
 * (gatsby/content/content-kinds.ts). Renaming or removing a page file would otherwise leave menus and buttons
 * pointing nowhere, and removing or renaming a section a link names by its anchor would leave it
 * opening the top of the page: this names each such link by file and field before anything is published.
 */
type PageReference = { pointer: string; reference: string };

function collectReferences(value: unknown, pointer: string, found: PageReference[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectReferences(item, `${pointer}/${index}`, found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === "string" && key === "page") found.push({ pointer: `${pointer}/${key}`, reference: child });
      else collectReferences(child, `${pointer}/${key}`, found);
    }
  }
}

/** The page a link opens: without its #anchor or ?query, "/" for the home page. */
export function linkedPage(target: string): string {
  const page = target.split(/[?#]/)[0] ?? "";
  return page === "" ? "/" : page.length > 1 ? page.replace(/\/$/, "") : page;
}

/** Every `id` a data file gives a part of its page (its sections, and anything they hold). */
function idsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => idsIn(item, found));
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "id" && typeof child === "string") found.add(child);
      else idsIn(child, found);
    }
  }
  return found;
}

export function brokenInternalLinks(dataDirectory: string, pagePaths: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Each file read once: for its links, and for the ids a link to it may name.
  const contents = new Map(contentFiles(dataDirectory).map((absolutePath) => [absolutePath, JSON.parse(fs.readFileSync(absolutePath, "utf8")) as unknown]));
  const idsOfFile = new Map<string, Set<string>>();
  /** The ids of the data file a reference names, when that file is one of data/ (a page of src/pages has none to check). */
  const idsOf = (reference: string): Set<string> | undefined => {
    const file = path.join(dataDirectory, `${reference}.json`);
    if (!idsOfFile.has(file) && contents.has(file)) idsOfFile.set(file, idsIn(contents.get(file)));
    return idsOfFile.get(file);
  };
  for (const absolutePath of [...contents.keys()].sort()) {
    const file = path.relative(path.dirname(dataDirectory), absolutePath);
    const links: PageReference[] = [];
    collectReferences(contents.get(absolutePath), "", links);
    for (const link of links) {
      const field = fieldName(link.pointer);
      const target = routeOfPageReference(link.reference);
      if (target === undefined) {
        const kinds = PAGE_KIND_DIRECTORIES.map((directory) => `${directory}/`).join(", ");
        problems.push({ file, message: `field "${field}" names ${link.reference}, which is not a data file of a kind that makes pages (${kinds})` });
      } else if (!pagePaths.has(linkedPage(target))) {
        problems.push({
          file,
          message: `field "${field}" names ${link.reference} (the page ${linkedPage(target)}), but no data file makes the page ${linkedPage(target)}`,
        });
      } else {
        const [page = "", anchor] = link.reference.split("#");
        if (anchor !== undefined && idsOf(page)?.has(anchor) === false)
          problems.push({ file, message: `field "${field}" names ${link.reference}, but data/${page}.json has no section with the id "${anchor}"` });
      }
    }
  }
  return problems;
}

/** After every page exists (data pages and src/pages alike, as SitePage nodes), before any HTML is written. */
export const checkInternalLinks: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  const pagePaths = new Set(getNodesByType("SitePage").map((page) => linkedPage(String((page as { path?: unknown }).path))));
  const broken = brokenInternalLinks(path.resolve("data"), pagePaths);
  if (broken.length > 0) reporter.panicOnBuild(`Links to pages that do not exist:\n${formatProblems(broken)}`);
};
