/**
 * Every JSON file in data/ belongs to exactly one content kind, declared once in this list. The kind
 * decides the GraphQL type the file becomes (gatsby-transformer-json's `typeName`), the JSON Schema
 * it is validated against and, for a folder whose files each make a page, the page's address (the
 * `route` rule: gatsby/routes.ts derives the route table and the page-making folders from this list,
 * and gatsby/create-pages.ts must name a template for every kind with a route). A file that matches
 * no kind stops the build: an editor's stray or misnamed file must not be silently ignored.
 */
type KindBase = {
  /** Folder below data/, "" for files directly in data/. */
  directory: string;
  typeName: string;
  /** File name in data/schemas/. */
  schema: string;
};

/** A single data file, or a folder of files that make no page of their own. */
type DataKind = KindBase & {
  /** File name without .json; omitted when every file in the folder is of this kind. */
  file?: string;
  route?: never;
};

/** A folder whose every file makes one page; the file name is part of its address. */
type PageKind = KindBase & {
  file?: never;
  /** The page address of the file data/<directory>/<name>.json: the only place a URL rule is written. */
  route: (name: string) => string;
};

export type ContentKind = DataKind | PageKind;

export const CONTENT_KINDS = [
  { directory: "", file: "site", typeName: "SiteJson", schema: "site.schema.json" },
  { directory: "", file: "forms", typeName: "FormsJson", schema: "forms.schema.json" },
  // The 404 page's texts (src/pages/404.tsx, the moved-page notices): not a page of data/pages.
  { directory: "", file: "not-found", typeName: "NotFoundPageJson", schema: "not-found-page.schema.json" },
  { directory: "", file: "testimonials", typeName: "TestimonialsJson", schema: "testimonials.schema.json" },
  // Every file of data/pages is a page of the one page model; index.json is the home page.
  { directory: "pages", typeName: "PageJson", schema: "page.schema.json", route: (name: string) => (name === "index" ? "/" : `/${name}`) },
  { directory: "services", typeName: "ServicePageJson", schema: "service-page.schema.json", route: (name: string) => `/${name}` },
  { directory: "case-studies", typeName: "CaseStudyJson", schema: "case-study.schema.json", route: (name: string) => `/case-studies/${name}` },
  { directory: "blog", typeName: "BlogPostJson", schema: "blog-post.schema.json", route: (name: string) => `/blog/${name}` },
] as const satisfies readonly ContentKind[];

/** The kinds whose files make pages, with their type names as literal types (for records the compiler checks). */
export type PageMakingKind = Extract<(typeof CONTENT_KINDS)[number], { route: unknown }>;

export function findContentKind(relativeDirectory: string, name: string): ContentKind | undefined {
  return (CONTENT_KINDS as readonly ContentKind[]).find((kind) => kind.directory === relativeDirectory && (kind.file === undefined || kind.file === name));
}

/** Gatsby-transformer-json's `typeName` option; unknown files get a type nobody queries, and validation reports them. */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  return findContentKind(node.relativeDirectory ?? "", node.name ?? "")?.typeName ?? "UnregisteredContentJson";
}
