/**
 * Every JSON file in data/ belongs to exactly one content kind. The kind decides the GraphQL type
 * the file becomes (gatsby-transformer-json's `typeName`) and the JSON Schema it is validated
 * against, so both stay in one list. A file that matches no kind stops the build: an editor's
 * stray or misnamed file must not be silently ignored.
 */
export type ContentKind = {
  /** Folder below data/, "" for files directly in data/. */
  directory: string;
  /** File name without .json; omitted when every file in the folder is of this kind. */
  file?: string;
  typeName: string;
  /** File name in data/schemas/. */
  schema: string;
};

export const CONTENT_KINDS: readonly ContentKind[] = [
  { directory: "", file: "site", typeName: "SiteJson", schema: "site.schema.json" },
  { directory: "", file: "forms", typeName: "FormsJson", schema: "forms.schema.json" },
  // The 404 page's texts (src/pages/404.tsx, the moved-page notices): not a page of data/pages.
  { directory: "", file: "not-found", typeName: "NotFoundPageJson", schema: "not-found-page.schema.json" },
  { directory: "blog", typeName: "BlogPostJson", schema: "blog-post.schema.json" },
  { directory: "case-studies", typeName: "CaseStudyJson", schema: "case-study.schema.json" },
  { directory: "services", typeName: "ServicePageJson", schema: "service-page.schema.json" },
  { directory: "", file: "testimonials", typeName: "TestimonialsJson", schema: "testimonials.schema.json" },
  // Every file of data/pages is a page of the one page model.
  { directory: "pages", typeName: "PageJson", schema: "page.schema.json" },
];

export function findContentKind(relativeDirectory: string, name: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.directory === relativeDirectory && (kind.file === undefined || kind.file === name));
}

/** Gatsby-transformer-json's `typeName` option; unknown files get a type nobody queries, and validation reports them. */
export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }): string {
  return findContentKind(node.relativeDirectory ?? "", node.name ?? "")?.typeName ?? "UnregisteredContentJson";
}
