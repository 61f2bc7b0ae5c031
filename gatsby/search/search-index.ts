// gatsby/search/: the site search's index: its records from GraphQL, Pagefind's index (here), and the
// fragments a search result downloads.
import fs from "fs";
import path from "path";
import { dataTexts } from "../content/content-texts";
import { escapeHtml } from "../content/escape-html";
import { isSectionData, sectionsShownIn } from "../listings/section-collections";
import { trimFragments } from "./search-fragments";

/**
 * The site search's index: every article, case study and service page (and nothing else: no
 * listing, no home page cards), one record each, from the same GraphQL nodes and data files as the
 * pages. Pagefind (the `pagefind` package, its binary an npm package per platform) turns the
 * records into a static index in public/pagefind/ after the build; the search island
 * (src/sections/site-search.island.tsx) loads Pagefind's browser module from there at first use.
 *
 * What is searched: the title, the excerpt (a service page's is its search-engine description)
 * and the body: an article's Markdown as the page shows it, and every text a visitor reads of a
 * case study or a service page (gatsby/content/content-walk.ts), its `seo` fields excepted.
 */
export const SEARCH_INDEX_QUERY = `{
  siteJson { language }
  allBlogPostJson { nodes { path title excerpt bodyHtml } }
  allCaseStudyJson { nodes { path title excerpt parent { ... on File { absolutePath } } } }
  allPageJson(filter: { structuredData: { eq: service } }) { nodes { path title seo { description } parent { ... on File { absolutePath } } } }
}`;

type DataFile = { parent: { absolutePath?: string } | null };

export type SearchIndexData = {
  siteJson: { language: string } | null;
  allBlogPostJson: { nodes: ReadonlyArray<{ path: string; title: string; excerpt: string; bodyHtml: string }> };
  allCaseStudyJson: { nodes: ReadonlyArray<DataFile & { path: string; title: string; excerpt: string }> };
  allPageJson: { nodes: ReadonlyArray<DataFile & { path: string; title: string; seo: { description: string } }> };
};

/** One searchable page: its address, the title and excerpt a result shows, and its body as HTML. */
export type SearchRecord = { url: string; title: string; excerpt: string; bodyHtml: string };

/** The data directory a page's data file is in (data/pages/x.json → data). */
const dataDirectoryOf = (absolutePath: string): string => path.dirname(path.dirname(absolutePath));

/**
 * The texts of a data file a visitor reads, `seo` excepted, by the file's schema: of a page's
 * sections, those it shows (a section that would show nothing is left out, its heading with it).
 */
export type TextsOfFile = (absolutePath: string, schema: string) => string[];

export const textsOfFile: TextsOfFile = (absolutePath, schema) => {
  const { seo: _seo, ...shown } = JSON.parse(fs.readFileSync(absolutePath, "utf8")) as Record<string, unknown>;
  if (Array.isArray(shown.sections)) shown.sections = sectionsShownIn(dataDirectoryOf(absolutePath), shown.sections.filter(isSectionData));
  return dataTexts(shown, schema).texts;
};

function fileOf(node: DataFile & { path: string }): string {
  const file = node.parent?.absolutePath;
  if (!file) throw new Error(`The search index found no data file for ${node.path}`);
  return file;
}

/** Texts as paragraphs, leaving out those the record already shows as its title or excerpt. */
function paragraphs(texts: readonly string[], shown: readonly string[]): string {
  return texts
    .filter((text) => text !== "" && !shown.includes(text))
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join("\n");
}

/** Every searchable page's record, articles first, then case studies, then service pages. */
export function searchRecords(data: SearchIndexData, textsOf: TextsOfFile = textsOfFile): SearchRecord[] {
  const articles = data.allBlogPostJson.nodes.map(({ path, title, excerpt, bodyHtml }) => ({ url: path, title, excerpt, bodyHtml }));
  const caseStudies = data.allCaseStudyJson.nodes.map((node) => ({
    url: node.path,
    title: node.title,
    excerpt: node.excerpt,
    bodyHtml: paragraphs(textsOf(fileOf(node), "case-study.schema.json"), [node.title, node.excerpt]),
  }));
  const servicePages = data.allPageJson.nodes.map((node) => ({
    url: node.path,
    title: node.title,
    excerpt: node.seo.description,
    bodyHtml: paragraphs(textsOf(fileOf(node), "page.schema.json"), [node.title, node.seo.description]),
  }));
  return [...articles, ...caseStudies, ...servicePages];
}

/**
 * The document Pagefind indexes for a record: its h1 is the result's title, the paragraph marked
 * `data-pagefind-meta="excerpt"` the result's excerpt (plain text, shown as it is written).
 */
export function searchDocument(record: SearchRecord, language: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<body>
<h1>${escapeHtml(record.title)}</h1>
<p data-pagefind-meta="excerpt">${escapeHtml(record.excerpt)}</p>
${record.bodyHtml}
</body>
</html>
`;
}

/**
 * The `pagefind` package is ESM-only and exports only an "import" entry. Gatsby compiles this file
 * to CommonJS, where every import() becomes a require(), and require() of the package name finds
 * no entry for it. So the entry file is looked up in node_modules from the site's folder upwards, as Node would, and
 * required by its path
 * (Node 20.19 and later load an ES module that way, as they do the Markdown packages).
 */
function pagefindPackage(): { folder: string; manifest: { version: string; exports: { ".": { import: string } } } } {
  const folder = path
    .resolve()
    .split(path.sep)
    .map((_, index, parts) => path.join(parts.slice(0, parts.length - index).join(path.sep) || path.sep, "node_modules", "pagefind"))
    .find((candidate) => fs.existsSync(path.join(candidate, "package.json")));
  if (!folder) throw new Error("The pagefind package is not installed (npm ci installs it with its binary for this platform)");
  return { folder, manifest: JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as ReturnType<typeof pagefindPackage>["manifest"] };
}

async function loadPagefind(): Promise<typeof import("pagefind")> {
  const { folder, manifest } = pagefindPackage();
  return (await import(path.join(folder, manifest.exports["."].import))) as typeof import("pagefind");
}

/**
 * What the index written by `writeSearchIndex` follows from: the records, the language, the
 * installed Pagefind and the code that turns records into files (Gatsby clears its cache when
 * gatsby-node.ts changes, not when a file it imports does). Equal inputs write an equal index.
 */
export function searchIndexInputs(records: readonly SearchRecord[], language: string): string[] {
  return [
    JSON.stringify(records),
    language,
    pagefindPackage().manifest.version,
    ...[searchDocument, writeSearchIndex, trimFragments].map(String),
    UNUSED_FILE.source,
  ];
}

/**
 * Pagefind's ready-made interfaces and its highlighter, which Pagefind writes beside its browser
 * module: the site draws its own (src/sections/site-search.island.tsx), so they are not published.
 */
export const UNUSED_FILE = /^pagefind-((component-|modular-)?ui\.(js|css)|highlight\.js)$/;

/** Writes the index of `records` into `outputPath` (public/pagefind), its fragments trimmed; returns Pagefind's complaints, none when all went well. */
export async function writeSearchIndex(records: readonly SearchRecord[], language: string, outputPath: string): Promise<string[]> {
  const pagefind = await loadPagefind();
  try {
    const created = await pagefind.createIndex({ forceLanguage: language });
    const { index } = created;
    if (!index) return created.errors;
    const problems = [...created.errors];
    // Every record is sent at once: Pagefind indexes in its own process, and one round trip per record,
    // awaited in turn, waits each time for this thread, which the build keeps busy (a thousand
    // articles took 44 s that way beside a busy thread, 3 s sent at once). The index is the same.
    const added = await Promise.all(records.map((record) => index.addHTMLFile({ url: record.url, content: searchDocument(record, language) })));
    added.forEach(({ errors }, position) => problems.push(...errors.map((error) => `${records[position]?.url ?? ""}: ${error}`)));
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    problems.push(...written.errors);
    for (const file of fs.readdirSync(outputPath).filter((name) => UNUSED_FILE.test(name))) fs.rmSync(path.join(outputPath, file));
    // A result shows its page's title and excerpt only: the fragments keep those, not the page's text (./search-fragments.ts).
    problems.push(...trimFragments(outputPath));
    return problems;
  } finally {
    await pagefind.close();
  }
}
