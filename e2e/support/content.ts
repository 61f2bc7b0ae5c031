import fs from "fs";
import path from "path";
import type testimonialsFile from "../../data/testimonials.json";
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

/** A data/pages file that is not yet a page of the one page model, e.g. pageData<typeof import("../../data/pages/home.json")>("home"); pages of the model: pageFile(). */
export function pageData<T>(name: string): T {
  return readJson<T>(`pages/${name}.json`);
}

export function serviceData<T>(slug: string): T {
  return readJson<T>(`services/${slug}.json`);
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

/**
 * A file of data/case-studies as data/schemas/case-study.schema.json describes it (every field is
 * required there). Written out here rather than taken from one of today's files, so removing any
 * case study leaves the tests compiling.
 */
export type CaseStudyData = {
  order: number;
  title: string;
  company: string;
  industry: string;
  location: string;
  projectDuration: string;
  teamSize: string;
  image: string;
  imageAlt: string;
  excerpt: string;
  summary: { challenge: string; solution: string; timeline: string };
  keyResults: { efficiency: string; cost: string; time: string };
  seo: { title: string; description: string; keywords: string[] };
  challenge: { title: string; description: string; painPoints: string[] };
  solution: { title: string; description: string; approaches: string[] };
  implementation: { title: string; phases: Array<{ phase: string; duration: string; activities: string[] }> };
  results: { title: string; description: string; metrics: Array<{ metric: string; improvement: string; description: string }> };
  testimonial: { quote: string; author: string; position: string; company: string };
};

export type CaseStudy = CaseStudyData & { slug: string; path: string };

/** Every case study in its editor-given order (ties by file name, as the build sorts). */
export function caseStudies(): CaseStudy[] {
  const studies = readFolder<CaseStudyData>("case-studies").map((study) => ({ ...study, path: PAGE_ROUTES.CaseStudyJson(study.slug) }));
  return sortCollection(studies, CASE_STUDY_ORDER, (study) => study.slug);
}

export type TestimonialsFile = typeof testimonialsFile;

export function testimonials(): TestimonialsFile {
  return readJson<TestimonialsFile>("testimonials.json");
}

/** Any other file of data/, e.g. dataFile<typeof siteFile>("site.json"), read at run time. */
export function dataFile<T>(relative: string): WithTargets<T> {
  return readJson<WithTargets<T>>(relative);
}

export type ServiceAction = { label: string; to?: string; scheduler?: boolean };
export type PageSection = { type: string; id: string; title: string; staggerMs?: number } & Record<string, unknown>;
export type PageFile = {
  path: string;
  seo: { title: string; description: string; keywords?: string[]; noIndex?: boolean };
  structuredData?: "webPage" | "contactPage" | "organization";
  /** The crumbs above the page, as written (a page file or an address); the build adds the page's own. */
  breadcrumbs?: Array<{ label: string; to?: string; page?: string }>;
  sections: PageSection[];
};

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

export type ServicePage = {
  slug: string;
  path: string;
  serviceName: string;
  seo: { title: string; description: string; keywords?: string[] };
  sections: PageSection[];
};

/** Every service page: one per file of data/services/, at "/" + its file name. */
export function servicePages(): ServicePage[] {
  return readFolder<Omit<ServicePage, "slug" | "path">>("services").map((service) => ({ ...service, path: PAGE_ROUTES.ServicePageJson(service.slug) }));
}
