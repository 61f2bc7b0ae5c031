import fs from "fs";
import path from "path";
import type { Action, CaseStudyFile, PageFile as PageFileData, Section, Seo, TestimonialsFile } from "../../src/content-file-types";
import { CASE_STUDY_ORDER, sortCollection } from "../../gatsby/listings/collection-order";
import { withLinkTargets, type WithTargets } from "../../gatsby/routes/page-references";
import { PAGE_ROUTES } from "../../gatsby/routes/routes";
import { sectionPageFiles } from "../../gatsby/routes/page-files";
import { sectionsShownIn } from "../../gatsby/listings/section-collections";
import { blogPosts as readBlogPosts, type BlogPostData } from "./blog-posts";

/**
 * The browser tests' one door to data/: each page check compares what the page shows with what
 * these functions return, in the data's order or the site's sort rule, never with a literal count,
 * date or title of today's content. Read at run time, so an editor's added or removed file is
 * picked up without touching a test; a change of data shape is adapted here, once. The content
 * proof reads its changed copy of data/ through the same functions (`contentIn`).
 */

export type BlogPost = BlogPostData & { path: string; isoDate: string; displayDate: string };
export { bodyParts, readTimeOf } from "./blog-posts";

/** A file of data/case-studies, typed from its schema (src/content-file-types.d.ts, generated at build time), with its address. */
export type CaseStudy = CaseStudyFile & { slug: string; path: string };

/** A button of a section, with the address its page reference resolves to (none for the scheduler). */
export type ServiceAction = Action & { to?: string };
/**
 * Any section, as the generic checks read it: kind, id, title, staggering, and every other field by
 * name (each kind's own fields are typed where a test needs them, with sectionOf<T>). The sections'
 * shapes are the schema's (Section in src/content-file-types.d.ts); this is only their common head.
 */
export type PageSection = { type: Section["type"] | (string & {}); id: string; title: string; staggerMs?: number } & Record<string, unknown>;
/** A file of data/pages or data/services with the address the build gives it. */
export type PageFile = Omit<PageFileData, "sections"> & { path: string; sections: PageSection[] };
export type ServicePage = PageFile & { slug: string };

/**
 * A page made of sections (a file of data/pages or data/services) with its address and what its
 * head is built from. `structuredData` is what it tells search engines it is (a web page when its
 * file does not say).
 */
export type SectionPage = {
  path: string;
  file: string;
  seo: Seo;
  sections: PageSection[];
  structuredData: NonNullable<PageFileData["structuredData"]>;
  page: PageFile;
};

/** The readers of one data directory: data/ for the main suite, a changed copy for the edited-content test. */
export function contentIn(directory: string) {
  /** A data file as the site shows it: links that name a page file carry its address in `to`, as in GraphQL. */
  function readJson<T>(relative: string): T {
    return withLinkTargets(JSON.parse(fs.readFileSync(path.join(directory, relative), "utf8")) as unknown) as T;
  }

  function readFolder<T>(folder: string): Array<T & { slug: string }> {
    return fs
      .readdirSync(path.join(directory, folder))
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => ({ ...readJson<T>(path.join(folder, file)), slug: path.basename(file, ".json") }));
  }

  /** Every service page: one per file of data/services/, at "/" + its file name. */
  function servicePages(): ServicePage[] {
    return readFolder<Omit<PageFile, "path">>("services").map((service) => ({ ...service, path: PAGE_ROUTES.PageJson(service.slug) }));
  }

  return {
    /** Any other file of data/, e.g. dataFile<SiteFile>("site.json") with the type src/content-file-types.d.ts derives from its schema. */
    dataFile: <T>(relative: string): WithTargets<T> => readJson<WithTargets<T>>(relative),

    /** Every article, newest first (the blog's sort rule), with its URL and the date the build shows. */
    blogPosts: (): BlogPost[] =>
      readBlogPosts(path.join(directory, "blog")).map((post) => ({
        ...post,
        path: PAGE_ROUTES.BlogPostJson(post.slug),
        isoDate: post.datePublished,
        displayDate: post.date,
      })),

    /** Every case study in its editor-given order (ties by file name, as the build sorts). */
    caseStudies: (): CaseStudy[] => {
      const studies = readFolder<CaseStudyFile>("case-studies").map((study) => ({ ...study, path: PAGE_ROUTES.CaseStudyJson(study.slug) }));
      return sortCollection(studies, CASE_STUDY_ORDER, (study) => study.slug);
    },

    testimonials: (): TestimonialsFile => readJson<TestimonialsFile>("testimonials.json"),

    servicePages,

    /**
     * Every page made of sections: data/pages (by file name), then data/services, with its address
     * and the sections it shows (src/sections/left-out-sections.ts: one that would show nothing is
     * not on the page).
     */
    sectionPages: (): SectionPage[] =>
      sectionPageFiles(directory).map(({ directory: folder, name, route }) => {
        const page = { ...readJson<Omit<PageFile, "path">>(path.join(folder, `${name}.json`)), path: route };
        return {
          path: route,
          file: `data/${folder}/${name}.json`,
          seo: page.seo,
          sections: sectionsShownIn(directory, page.sections),
          structuredData: page.structuredData ?? "webPage",
          page,
        };
      }),
  };
}

export type Content = ReturnType<typeof contentIn>;

/** The site's own content, data/. */
export const launchContent: Content = contentIn(path.resolve("data"));
export const { blogPosts, caseStudies, testimonials, servicePages } = launchContent;

/** Any other file of data/, e.g. dataFile<SiteFile>("site.json") with the type src/content-file-types.d.ts derives from its schema, read at run time. */
export function dataFile<T>(relative: string): WithTargets<T> {
  return launchContent.dataFile<T>(relative);
}

/** The first section of a kind on a page; a page without one fails the test that needs it, by name. */
export function sectionOf<T extends object = PageSection>(page: { path: string; sections: readonly PageSection[] }, type: string): PageSection & T {
  const section = page.sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`${page.path} has no "${type}" section in its data`);
  return section as PageSection & T;
}
