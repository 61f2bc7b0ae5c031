import fs from "fs";
import path from "path";
import type { Action, CaseStudyFile, PageFile as PageFileData, Section, ServicePageFile, TestimonialsFile } from "../../src/content-file-types";
import { CASE_STUDY_ORDER, sortCollection } from "../../gatsby/collection-order";
import { withLinkTargets, type WithTargets } from "../../gatsby/page-references";
import { PAGE_ROUTES } from "../../gatsby/routes";
import { blogPosts as readBlogPosts, type BlogPostData } from "./blog-posts";

/**
 * The browser tests' one door to data/: each page check compares what the page shows with what
 * these functions return, in the data's order or the site's sort rule, never with a literal count,
 * date or title of today's content. Read at run time, so an editor's added or removed file is
 * picked up without touching a test; a change of data shape is adapted here, once.
 */
const DATA = path.resolve("data");

/** A data file as the site shows it: links that name a page file carry its address in `to`, as in GraphQL. */
function readJson<T>(relative: string): T {
  return withLinkTargets(JSON.parse(fs.readFileSync(path.join(DATA, relative), "utf8")) as unknown) as T;
}

function readFolder<T>(folder: string): Array<T & { slug: string }> {
  return fs
    .readdirSync(path.join(DATA, folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ ...readJson<T>(path.join(folder, file)), slug: path.basename(file, ".json") }));
}

export type BlogPost = BlogPostData & { path: string; isoDate: string; displayDate: string };
export { bodyParts, readTimeOf } from "./blog-posts";

/** Every article, newest first (the blog's sort rule), with its URL and the date the build shows. */
export function blogPosts(): BlogPost[] {
  return readBlogPosts(path.join(DATA, "blog")).map((post) => ({
    ...post,
    path: PAGE_ROUTES.BlogPostJson(post.slug),
    isoDate: post.datePublished,
    displayDate: post.date,
  }));
}

/** A file of data/case-studies, typed from its schema (src/content-file-types.d.ts, generated at build time). */
export type CaseStudyData = CaseStudyFile;

export type CaseStudy = CaseStudyData & { slug: string; path: string };

/** Every case study in its editor-given order (ties by file name, as the build sorts). */
export function caseStudies(): CaseStudy[] {
  const studies = readFolder<CaseStudyData>("case-studies").map((study) => ({ ...study, path: PAGE_ROUTES.CaseStudyJson(study.slug) }));
  return sortCollection(studies, CASE_STUDY_ORDER, (study) => study.slug);
}

export function testimonials(): TestimonialsFile {
  return readJson<TestimonialsFile>("testimonials.json");
}

/** Any other file of data/, e.g. dataFile<typeof siteFile>("site.json"), read at run time. */
export function dataFile<T>(relative: string): WithTargets<T> {
  return readJson<WithTargets<T>>(relative);
}

/** A button of a section, with the address its page reference resolves to (none for the scheduler). */
export type ServiceAction = Action & { to?: string };
/**
 * Any section, as the generic checks read it: kind, id, title, staggering, and every other field by
 * name (each kind's own fields are typed where a test needs them, with sectionOf<T>). The sections'
 * shapes are the schema's (Section in src/content-file-types.d.ts); this is only their common head.
 */
export type PageSection = { type: Section["type"] | (string & {}); id: string; title: string; staggerMs?: number } & Record<string, unknown>;
/** A file of data/pages with the address the build gives it. */
export type PageFile = Omit<PageFileData, "sections"> & { path: string; sections: PageSection[] };

/** A page's breadcrumb trail as the build makes it: the crumbs its file writes, then the page itself (its first section's title, its address). */
export function pageTrail(page: PageFile): Array<{ label: string; to: string }> {
  if (!page.breadcrumbs) return [];
  const above = page.breadcrumbs.map((crumb) => ({ label: crumb.label, to: withLinkTargets(crumb).to }));
  return [...above, { label: page.sections[0]!.title, to: page.path }];
}

/** A page of data/pages by file name ("index" is the home page), with the address the build gives it. */
export function pageFile(name: string): PageFile {
  return { ...readJson<Omit<PageFile, "path">>(`pages/${name}.json`), path: PAGE_ROUTES.PageJson(name) };
}

/** Every file of data/pages, by file name, with its address. */
export function pageFiles(): Array<PageFile & { name: string }> {
  return readFolder<Omit<PageFile, "path">>("pages").map(({ slug, ...page }) => ({ ...page, name: slug, path: PAGE_ROUTES.PageJson(slug) }));
}

/** The first section of a kind on a page; a page without one fails the test that needs it, by name. */
export function sectionOf<T extends object = PageSection>(page: { path: string; sections: readonly PageSection[] }, type: string): PageSection & T {
  const section = page.sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`${page.path} has no "${type}" section in its data`);
  return section as PageSection & T;
}

export type ServicePage = Omit<ServicePageFile, "sections"> & { slug: string; path: string; sections: PageSection[] };

/** Every service page: one per file of data/services/, at "/" + its file name. */
export function servicePages(): ServicePage[] {
  return readFolder<Omit<ServicePage, "slug" | "path">>("services").map((service) => ({ ...service, path: PAGE_ROUTES.ServicePageJson(service.slug) }));
}
