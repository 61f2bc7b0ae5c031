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
 * pointing nowhere: this names each such link by file and field before anything is published.
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

export function brokenInternalLinks(dataDirectory: string, pagePaths: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const absolutePath of contentFiles(dataDirectory).sort()) {
    const file = path.relative(path.dirname(dataDirectory), absolutePath);
    const links: PageReference[] = [];
    collectReferences(JSON.parse(fs.readFileSync(absolutePath, "utf8")), "", links);
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
