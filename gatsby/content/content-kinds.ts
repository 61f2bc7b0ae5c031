// gatsby/content/: what the data files are and hold: the content kinds (here), their TypeScript types,
// the text a visitor reads in them, read time, icon glyphs, the JSON-LD of each kind.
import { articleEntities, caseStudyEntities, pageEntities, type EntitiesOf } from "./structured-data";

/**
 * Every JSON file in data/ belongs to exactly one content kind, declared once in this table. The kind
 * decides the GraphQL type the file becomes (gatsby-transformer-json's `typeName`) and the JSON Schema
 * it is validated against. A kind whose files each make a page also says, in the same row, where its
 * files live, the page's address (`route`: the only place a URL rule is written), the template that
 * renders it and what the page tells search engines it is (`jsonLd`). gatsby/routes/routes.ts derives the
 * route lookups from this table, gatsby/create-pages.ts the pages, gatsby/schema the `slug`, `path`
 * and `jsonLd` fields of every such kind. A file that matches no kind stops the build: an editor's
 * stray or misnamed file must not be silently ignored.
 */
type KindBase = {
  typeName: string;
  /** File name in data/schemas/. */
  schema: string;
};

/** A single data file, or a folder of files that make no page of their own. */
export type DataKind = KindBase & {
  /** Folder below data/, "" for files directly in data/. */
  directory: string;
  /** File name without .json; omitted when every file in the folder is of this kind. */
  file?: string;
  directories?: never;
  route?: never;
};

/** Folders whose every file makes one page; the file name is part of its address. */
export type PageKind = KindBase & {
  /** Folders below data/; more than one when editors keep a group of pages apart (they share the route rule). */
  directories: readonly string[];
  directory?: never;
  file?: never;
  /** The page address of the file <directory>/<name>.json. */
  route: (name: string) => string;
  /** The component file that renders every page of the kind. */
  template: string;
  /** The schema.org entities of the page's JSON-LD (gatsby/content/structured-data.ts). */
  jsonLd: EntitiesOf;
};

export type ContentKind = DataKind | PageKind;

export const CONTENT_KINDS = [
  { directory: "", file: "site", typeName: "SiteJson", schema: "site.schema.json" },
  { directory: "", file: "forms", typeName: "FormsJson", schema: "forms.schema.json" },
  // The 404 page's texts (src/pages/404.tsx, the moved-page notices): not a page of data/pages.
  { directory: "", file: "not-found", typeName: "NotFoundPageJson", schema: "not-found-page.schema.json" },
  // The thank-you page a form's plain submission leads to (src/pages/enquiry-sent.tsx): not a page of data/pages.
  { directory: "", file: "enquiry-sent", typeName: "EnquirySentPageJson", schema: "enquiry-sent-page.schema.json" },
  { directory: "", file: "testimonials", typeName: "TestimonialsJson", schema: "testimonials.schema.json" },
  // Every page made of sections; index.json is the home page. data/services is a folder of its own for editors only.
  {
    directories: ["pages", "services"],
    typeName: "PageJson",
    schema: "page.schema.json",
    route: (name: string) => (name === "index" ? "/" : `/${name}`),
    template: "src/templates/page.tsx",
    jsonLd: pageEntities,
  },
  {
    directories: ["case-studies"],
    typeName: "CaseStudyJson",
    schema: "case-study.schema.json",
    route: (name: string) => `/case-studies/${name}`,
    template: "src/templates/case-study.tsx",
    jsonLd: caseStudyEntities,
  },
  {
    directories: ["blog"],
    typeName: "BlogPostJson",
    schema: "blog-post.schema.json",
    route: (name: string) => `/blog/${name}`,
    template: "src/templates/blog-post.tsx",
    jsonLd: articleEntities,
  },
] as const satisfies readonly ContentKind[];

/** The kinds whose files make pages, with their type names as literal types (for records the compiler checks). */
export type PageKindRow = Extract<(typeof CONTENT_KINDS)[number], { route: unknown }>;

export function isPageKind(kind: ContentKind): kind is PageKind {
  return kind.directories !== undefined;
}

/** The content kind whose files become this GraphQL type (e.g. "BlogPostJson"), if any. */
export function contentKindOfType(typeName: string | undefined): ContentKind | undefined {
  return (CONTENT_KINDS as readonly ContentKind[]).find((kind) => kind.typeName === typeName);
}

export function findContentKind(relativeDirectory: string, name: string): ContentKind | undefined {
  return (CONTENT_KINDS as readonly ContentKind[]).find((kind) =>
    isPageKind(kind) ? kind.directories.includes(relativeDirectory) : kind.directory === relativeDirectory && (kind.file === undefined || kind.file === name),
  );
}

/** Gatsby-transformer-json's `typeName` option; unknown files get a type nobody queries, and validation reports them. */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  return findContentKind(node.relativeDirectory ?? "", node.name ?? "")?.typeName ?? "UnregisteredContentJson";
}
