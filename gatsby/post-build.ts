import fs from "fs";
import path from "path";
import type { GatsbyNode, Reporter } from "gatsby";
import { movedPages } from "./routes/moved-pages";
import { FEED_ORDER_QUERY, FEED_QUERY, feedCandidates, writeFeeds, type FeedData, type FeedOrderData } from "./feeds/feeds";
import { writeHeaderFiles } from "./headers/write-headers";
import { hashScripts, rewritePages, startPagePasses } from "./page-scripts/page-passes";
import { isAdminFile, writeAdminFiles } from "./cms/admin-files";
import { escapeHtml } from "./content/escape-html";
import { SEARCH_INDEX_QUERY, searchIndexInputs, searchRecords, writeSearchIndex, type SearchIndexData } from "./search/search-index";
import { isIndexCurrent, recordIndex, searchIndexRecordPath } from "./search/index-record";
import { writeEnquiryTexts } from "./feeds/enquiry-texts";
import { writeForwardingPages } from "./routes/forwarding-pages";

/** A step of the work around the build, timed in the build's output ("success <step> - 1.2s"), so a growing step shows. */
async function step<T>(reporter: Reporter, name: string, work: () => T | Promise<T>): Promise<T> {
  const timer = reporter.activityTimer(name);
  timer.start();
  try {
    return await work();
  } finally {
    timer.end();
  }
}

type RedirectTexts = { notFoundPageJson: Pick<Queries.NotFoundPageJson, "redirect"> | null };

/**
 * A moved route on a host without redirect rules: a tiny HTML file that replaces itself in the
 * history (static/moved.js; an external file so the Content-Security-Policy needs no inline
 * script), with a meta refresh for visitors without JavaScript; noindex, canonical to the target.
 * It is not a Gatsby page, so Gatsby's in-browser redirect still applies to links.
 */
export function redirectStub(siteUrl: string, toPath: string, texts: Queries.NotFoundRedirect) {
  const target = escapeHtml(toPath);
  return `<!doctype html>
<html lang="en" data-moved-to="${target}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<meta name="robots" content="noindex,nofollow">
<link rel="canonical" href="${escapeHtml(siteUrl)}${target}">
<script src="/moved.js"></script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>${escapeHtml(texts.message)} <a href="${target}">${escapeHtml(texts.linkLabel)}</a></p>
</body>
</html>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

type Graphql = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"];

/**
 * The search index (./search/search-index.ts): its records from GraphQL, then Pagefind, which indexes in
 * a process of its own. Started as soon as the content's schema is built (startSearchIndexEarly), it
 * runs beside query extraction, the bundles and the pages; onPostBuild waits for it before the
 * headers. An index written from the same records is kept (./search/index-record.ts). Returns the
 * problems, none when all went well.
 */
async function startSearchIndex(graphql: Graphql, reporter: Reporter, publicDirectory: string): Promise<string[]> {
  const searchData = await step(reporter, "search index: query", () => graphql<SearchIndexData>(SEARCH_INDEX_QUERY));
  const language = searchData.data?.siteJson?.language;
  if (!searchData.data || !language) return [`its query failed: ${JSON.stringify(searchData.errors)}`];
  const records = searchRecords(searchData.data);
  const outputPath = path.join(publicDirectory, "pagefind");
  const recordFile = searchIndexRecordPath();
  const inputs = searchIndexInputs(records, language);
  if (isIndexCurrent(recordFile, outputPath, inputs)) {
    reporter.info(`search index: kept (its ${records.length} records are those it was written from)`);
    return [];
  }
  recordIndex(recordFile, null);
  const problems = await step(reporter, "search index: Pagefind", () => writeSearchIndex(records, language, outputPath));
  if (problems.length === 0) recordIndex(recordFile, inputs);
  return problems;
}

let pendingSearchIndex: Promise<string[]> | undefined;

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/**
 * Starts the search index from createPages of `gatsby build` (the first moment its query can run):
 * query extraction, which follows, keeps one core busy and leaves the other to Pagefind.
 * `gatsby develop` writes no index.
 */
export function startSearchIndexEarly({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): void {
  if (process.env.gatsby_executing_command !== "build" || pendingSearchIndex) return;
  pendingSearchIndex = startSearchIndex(graphql, reporter, path.resolve("public"));
  // Settled here too, so a failure while the build runs is reported once, by onPostBuild, not as an unhandled rejection.
  pendingSearchIndex.catch(() => undefined);
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby hands each API a graphql function that needs no `this`
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const siteUrl = process.env.SITE_URL_RESOLVED ?? "";
  const publicDirectory = path.resolve("public");
  fs.writeFileSync(path.join(publicDirectory, "robots.txt"), robotsTxt(siteUrl));

  const searchIndex = pendingSearchIndex ?? startSearchIndex(graphql, reporter, publicDirectory);
  pendingSearchIndex = undefined;
  searchIndex.catch(() => undefined);

  const feedOrder = await graphql<FeedOrderData>(FEED_ORDER_QUERY);
  const order = feedOrder.data;
  const feedData = order && (await step(reporter, "onPostBuild: feeds query", () => graphql<FeedData>(FEED_QUERY, feedCandidates(order))));
  if (!feedData?.data) {
    reporter.panicOnBuild(`The articles' feeds could not be written: ${JSON.stringify(feedData ? feedData.errors : feedOrder.errors)}`);
    return;
  }
  writeFeeds(feedData.data, publicDirectory);

  const result = await graphql<RedirectTexts>(`{ notFoundPageJson { redirect { title message linkLabel } } }`);
  const texts = result.data?.notFoundPageJson?.redirect;
  if (!texts) {
    reporter.panicOnBuild('data/not-found.json: field "redirect" is needed for the moved-page notices');
    return;
  }
  const redirectStubs = writeForwardingPages(publicDirectory, movedPages(), (toPath) => redirectStub(siteUrl, toPath, texts));

  // The moved-page stubs above and the CMS (public/admin, below) are not Gatsby pages and load no Gatsby scripts.
  const passes = startPagePasses(publicDirectory);
  const { withoutScripts, chunkProblems, read, of } = await step(reporter, "onPostBuild: scripts' loader and island chunk lists", () =>
    rewritePages(passes, (file) => !redirectStubs.has(file) && !isAdminFile(publicDirectory, file)),
  );
  reporter.verbose(`onPostBuild: ${read} of ${of} pages written since the last build's passes`);
  if (withoutScripts.length > 0) {
    reporter.panicOnBuild(
      `These pages have no Gatsby scripts slice (as gatsby/framework/scripts-slice.ts reads it), so they would never hydrate: ${withoutScripts.join(", ")}`,
    );
    return;
  }
  if (chunkProblems.length > 0) {
    reporter.panicOnBuild(`What a press on an island needs could not be written into the pages: ${chunkProblems.join("; ")}`);
    return;
  }

  // The CMS (gatsby/cms): files of its own, no Gatsby page; its headers are written below with the rest.
  await step(reporter, "onPostBuild: CMS files", () => writeAdminFiles({ publicDirectory, dataDirectory: path.resolve("data") }));
  // The plain form's endpoint, once deployed, reads its pages' texts from the site.
  await step(reporter, "onPostBuild: enquiry texts", () => writeEnquiryTexts(publicDirectory, path.resolve("data")));
  if (!process.env.CMS_GITHUB_REPO)
    reporter.warn("CMS_GITHUB_REPO is not set: the CMS at /admin can only be used locally (npm start); see docs/content-editing.md, Publishing from the CMS");

  const searchProblems = await searchIndex;
  if (searchProblems.length > 0) {
    reporter.panicOnBuild(`The search index (public/pagefind) could not be written: ${searchProblems.join("; ")}`);
    return;
  }

  // Last: the Content-Security-Policy hashes the inline scripts of every HTML file written above (./page-scripts/page-passes.ts).
  const { problems } = await step(reporter, "onPostBuild: response headers", () =>
    writeHeaderFiles(path.resolve("."), process.env.GATSBY_SUPABASE_URL, hashScripts(passes)),
  );
  for (const problem of problems) reporter.warn(`Response headers: ${problem}`);
};
