import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { routeOfPageReference } from "../routes/page-references";
import { PAGE_KIND_DIRECTORIES } from "../routes/routes";
import { pageFiles } from "../routes/page-files";
import { isSectionData, sectionsShownIn } from "../listings/section-collections";
import { contentFiles, fieldName, formatProblems, type ContentProblem } from "./validate-content";

/**
 * Every link an editor writes to a page of this site names the page's data file
 * ("page": "services/sap-btp", "pages/index#about"); its address comes from the file's content kind
 * (gatsby/content/content-kinds.ts). Renaming or removing a page file would otherwise leave menus and buttons
 * pointing nowhere (as would a Markdown link, in an article's body, to an address no page has or to
 * a section its page does not show), and
 * removing or renaming a section a link names by its anchor would leave it
 * opening the top of the page, as would a section the page leaves out because it shows nothing (a
 * testimonial section whose selection holds none, src/sections/left-out-sections.ts): this names
 * each such link by file and field before anything is published.
 */
type PageReference = { pointer: string; reference: string };

/** A link in Markdown to an address of this site: [our SAP team](/sap-implementation). */
const MARKDOWN_SITE_LINK = /\]\((\/(?!\/)[^)\s]*)/g;
/** An address of a file rather than a page (/rss.xml, /images/x.png): not checked against the pages. */
const FILE_ADDRESS = /\.[A-Za-z0-9]+$/;

/** The old addresses data/site.json forwards (`movedPages`): a link to one still arrives. */
function movedAddresses(site: unknown): Set<string> {
  const moved = (site as { movedPages?: Array<{ from?: unknown }> } | undefined)?.movedPages ?? [];
  return new Set(moved.flatMap(({ from }) => (typeof from === "string" ? [linkedPage(from)] : [])));
}

/** The links of a data file, in one walk: each `page` field's reference, and each address of this site a text links to in Markdown. */
type LinksOfFile = { references: PageReference[]; siteLinks: Array<{ pointer: string; address: string }> };

function collectLinks(value: unknown, pointer: string, found: LinksOfFile, key?: string): void {
  if (typeof value === "string") {
    if (key === "page") found.references.push({ pointer, reference: value });
    else for (const [, address] of value.matchAll(MARKDOWN_SITE_LINK)) found.siteLinks.push({ pointer, address: address! });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectLinks(item, `${pointer}/${index}`, found));
  } else if (value !== null && typeof value === "object") {
    for (const [name, child] of Object.entries(value)) collectLinks(child, `${pointer}/${name}`, found, name);
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

/** The ids a page's data file gives the parts its page shows, and those of the sections it leaves out. */
type Anchors = { shown: Set<string>; leftOut: Set<string> };

function anchorsIn(dataDirectory: string, content: unknown): Anchors {
  if (content === null || typeof content !== "object" || !("sections" in content) || !Array.isArray(content.sections)) {
    return { shown: idsIn(content), leftOut: new Set() };
  }
  const { sections, ...rest } = content as { sections: unknown[] };
  const shownSections = new Set<unknown>(sectionsShownIn(dataDirectory, sections.filter(isSectionData)));
  return {
    shown: idsIn([rest, sections.filter((section) => !isSectionData(section) || shownSections.has(section))]),
    leftOut: idsIn(sections.filter((section) => isSectionData(section) && !shownSections.has(section))),
  };
}

export function brokenInternalLinks(dataDirectory: string, pagePaths: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Each file read once: for its links, and for the ids a link to it may name.
  const contents = new Map(contentFiles(dataDirectory).map((absolutePath) => [absolutePath, JSON.parse(fs.readFileSync(absolutePath, "utf8")) as unknown]));
  const anchorsOfFile = new Map<string, Anchors>();
  /** The anchors of the data file a reference names, when that file is one of data/ (a page of src/pages has none to check). */
  const anchorsOf = (reference: string): Anchors | undefined => {
    const file = path.join(dataDirectory, `${reference}.json`);
    if (!anchorsOfFile.has(file) && contents.has(file)) anchorsOfFile.set(file, anchorsIn(dataDirectory, contents.get(file)));
    return anchorsOfFile.get(file);
  };
  /** Why a link to the section `anchor` of the page file `reference` leads to no section, or undefined when it leads to one. */
  const missingSection = (reference: string, anchor: string): string | undefined => {
    const anchors = anchorsOf(reference);
    if (anchors === undefined || anchors.shown.has(anchor)) return undefined;
    return anchors.leftOut.has(anchor)
      ? `the section with the id "${anchor}" would show nothing, so data/${reference}.json leaves it out of its page`
      : `data/${reference}.json has no section with the id "${anchor}"`;
  };
  /** The page file of each address a data file makes, for the anchors of a Markdown link. */
  const referenceOfPage = new Map(pageFiles(dataDirectory).map(({ directory, name, route }) => [linkedPage(route), `${directory}/${name}`]));
  const moved = movedAddresses(contents.get(path.join(dataDirectory, "site.json")));
  for (const absolutePath of [...contents.keys()].sort()) {
    const file = path.relative(path.dirname(dataDirectory), absolutePath);
    const links: LinksOfFile = { references: [], siteLinks: [] };
    collectLinks(contents.get(absolutePath), "", links);
    for (const { pointer, address } of links.siteLinks) {
      const page = linkedPage(address);
      if (FILE_ADDRESS.test(page) || moved.has(page)) continue;
      if (!pagePaths.has(page)) {
        problems.push({ file, message: `field "${fieldName(pointer)}" links to ${address}, but no page of this site has the address ${page}` });
        continue;
      }
      const anchor = address.includes("#") ? address.slice(address.indexOf("#") + 1) : undefined;
      const reference = referenceOfPage.get(page);
      const missing = anchor && reference ? missingSection(reference, anchor) : undefined;
      if (missing) problems.push({ file, message: `field "${fieldName(pointer)}" links to ${address}, but ${missing}` });
    }
    for (const link of links.references) {
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
        const missing = anchor === undefined ? undefined : missingSection(page, anchor);
        if (missing) problems.push({ file, message: `field "${field}" names ${link.reference}, but ${missing}` });
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
