// What the growth bench measures in a built copy (scripts/bench/growth.mjs): the listing pages'
// weight, the feeds, the first search query's download, and the main-thread work of the list page
// and a category page beside the empty Gatsby page.
import fs from "fs";
import path from "path";
import staticServer from "../lib/static-server.cjs";
import { emptySitePublic } from "./empty-site.mjs";
import { firstSearch } from "./first-search.mjs";
import { compareWithEmpty, launchBrowser, warmUp } from "./main-thread.mjs";

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const FEEDS = ["rss.xml", "atom.xml", "feed.json"];

/** Every built page's address, its list position (listing pages only) and its HTML and page-data sizes. */
function pagesOf(publicDirectory) {
  const pages = [];
  const walk = (directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") pages.push(file);
    }
  };
  walk(path.join(publicDirectory, "page-data"));
  return pages.map((file) => {
    const pageData = readJson(file);
    const html = path.join(publicDirectory, pageData.path, "index.html");
    return {
      route: pageData.path,
      position: pageData.result?.pageContext?.listPosition,
      pageDataBytes: fs.statSync(file).size,
      htmlBytes: fs.existsSync(html) ? fs.statSync(html).size : 0,
    };
  });
}

/**
 * Sizes of what grows with the articles: the listing pages (the heaviest one, the list page), the
 * feeds; and the category page measured for main-thread work: the first page of the category with
 * the most pages (the fullest one).
 */
export function sizes(publicDirectory, listPath) {
  const listings = pagesOf(publicDirectory).filter((page) => page.position);
  const heaviest = [...listings].sort((a, b) => b.htmlBytes - a.htmlBytes)[0];
  const firstCategoryPages = listings.filter((page) => page.position.category && page.position.page === 1);
  const category = [...firstCategoryPages].sort((a, b) => b.position.paths.length - a.position.paths.length)[0];
  return {
    listingPages: listings.length,
    categoryPages: listings.filter((page) => page.position.category).length,
    heaviest,
    list: listings.find((page) => page.route === listPath),
    categoryPath: category?.route,
    feeds: Object.fromEntries(FEEDS.map((file) => [file, fs.statSync(path.join(publicDirectory, file)).size])),
  };
}

/** Main-thread work of each of `routes` against the empty page, `runs` interleaved loads each. */
export async function mainThread(publicDirectory, routes, runs, log) {
  const server = await staticServer.startStaticServer(publicDirectory, undefined, { gzip: true });
  const empty = await staticServer.startStaticServer(await emptySitePublic(log), undefined, { gzip: true });
  const browser = await launchBrowser();
  try {
    await warmUp(browser, `${empty.url}/`);
    const ratios = {};
    for (const route of routes) ratios[route] = (await compareWithEmpty(browser, `${server.url}${route}`, `${empty.url}/`, runs)).taskRatio;
    return ratios;
  } finally {
    await browser.close();
    await server.close();
    await empty.close();
  }
}

/** The first search query's download on the list page (scripts/bench/first-search.mjs). */
export async function searchDownload(publicDirectory, listPath, query) {
  const server = await staticServer.startStaticServer(publicDirectory, undefined, { gzip: true });
  try {
    return await firstSearch(`${server.url}${listPath}`, query);
  } finally {
    await server.close();
  }
}

export { FEEDS };
