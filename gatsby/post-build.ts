import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { movedPages } from "./moved-pages";
import { builtPages } from "./built-html";
import { FEED_QUERY, writeFeeds, type FeedData } from "./feeds";
import { writeHeaderFiles } from "./headers/write-headers";
import { deferScriptsInBuild } from "./scripts-after-first-paint";
import { writeIslandChunks } from "./island-chunks-in-pages";
import { isAdminFile, writeAdminFiles } from "./cms/admin-files";
import { escapeHtml } from "./escape-html";
import { SEARCH_INDEX_QUERY, searchRecords, writeSearchIndex, type SearchIndexData } from "./search-index";

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

// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby hands each API a graphql function that needs no `this`
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const siteUrl = process.env.SITE_URL_RESOLVED ?? "";
  const publicDirectory = path.resolve("public");
  fs.writeFileSync(path.join(publicDirectory, "robots.txt"), robotsTxt(siteUrl));

  const feedData = await graphql<FeedData>(FEED_QUERY);
  if (!feedData.data) {
    reporter.panicOnBuild(`The articles' feeds could not be written: ${JSON.stringify(feedData.errors)}`);
    return;
  }
  writeFeeds(feedData.data, publicDirectory);

  const searchData = await graphql<SearchIndexData>(SEARCH_INDEX_QUERY);
  if (!searchData.data?.siteJson) {
    reporter.panicOnBuild(`The search index could not be written: ${JSON.stringify(searchData.errors)}`);
    return;
  }
  const searchProblems = await writeSearchIndex(searchRecords(searchData.data), searchData.data.siteJson.language, path.join(publicDirectory, "pagefind"));
  if (searchProblems.length > 0) {
    reporter.panicOnBuild(`The search index (public/pagefind) could not be written: ${searchProblems.join("; ")}`);
    return;
  }

  const result = await graphql<RedirectTexts>(`{ notFoundPageJson { redirect { title message linkLabel } } }`);
  const texts = result.data?.notFoundPageJson?.redirect;
  if (!texts) {
    reporter.panicOnBuild('data/not-found.json: field "redirect" is needed for the moved-page notices');
    return;
  }
  const moved = movedPages();
  for (const { fromPath, toPath } of moved) {
    const directory = path.join(publicDirectory, fromPath);
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, "index.html"), redirectStub(siteUrl, toPath, texts));
  }

  // The moved-page stubs above and the CMS (public/admin, below) are not Gatsby pages and load no Gatsby scripts.
  const redirectStubs = new Set(moved.map(({ fromPath }) => path.join(publicDirectory, fromPath, "index.html")));
  const gatsbyPages = builtPages(publicDirectory).filter((file) => !redirectStubs.has(file) && !isAdminFile(publicDirectory, file));
  const withoutScripts = deferScriptsInBuild(publicDirectory, gatsbyPages);
  if (withoutScripts.length > 0) {
    reporter.panicOnBuild(
      `These pages have no Gatsby scripts slice (as gatsby/framework/scripts-slice.ts reads it), so they would never hydrate: ${withoutScripts.join(", ")}`,
    );
    return;
  }
  const chunkProblems = writeIslandChunks(publicDirectory, gatsbyPages);
  if (chunkProblems.length > 0) {
    reporter.panicOnBuild(`What a press on an island needs could not be written into the pages: ${chunkProblems.join("; ")}`);
    return;
  }

  // The CMS (gatsby/cms): files of its own, no Gatsby page; its headers are written below with the rest.
  await writeAdminFiles({ publicDirectory, dataDirectory: path.resolve("data") });
  if (!process.env.CMS_GITHUB_REPO)
    reporter.warn("CMS_GITHUB_REPO is not set: the CMS at /admin can only be used locally (npm start); see docs/content-editing.md, Publishing from the CMS");

  // Last: the Content-Security-Policy hashes the inline scripts of every HTML file written above.
  const { problems } = writeHeaderFiles(path.resolve("."), process.env.GATSBY_SUPABASE_URL);
  for (const problem of problems) reporter.warn(`Response headers: ${problem}`);
};
