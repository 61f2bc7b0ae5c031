#!/usr/bin/env node
// `npm run bench:growth -- --articles 300,1000`: how the site's cost grows with its content. A copy of
// the project (its files as they are in the working tree, node_modules hard-linked) is built cold with
// the launch content, then rebuilt after one article's edit; then articles are generated into it
// (copies of the launch articles under new titles, dates and file names, each with an image file of
// its own) up to each count in turn, and the two builds are timed again at each. For every content
// size it measures the listing pages (gatsby/listings/listing-pages.ts), the feeds, the first search query's
// download, and the main-thread work of the list page and its fullest category page beside the empty
// Gatsby page (scripts/bench/main-thread.mjs); it prints the table with the budgets
// (GROWTH_BUDGETS in config.mjs), each met or missed, and writes it to bench/.lighthouse/growth.md.
// Exit code 1 when a budget is missed. The copy is removed at the end (--keep keeps it).
import fs from "fs";
import os from "os";
import path from "path";
import { parseArgs } from "util";
import { gatsby } from "./build.mjs";
import { WORK_DIR } from "./config.mjs";
import { addArticles, copyProject, editOneArticle } from "./growth-content.mjs";
import { mainThread, searchDownload, sizes } from "./growth-measure.mjs";
import { growthReport } from "./growth-report.mjs";

const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "300" }, // one count or several, e.g. 300,1000
    "thread-runs": { type: "string", default: "5" },
    "list-path": { type: "string", default: "/blog" }, // the listing whose main-thread work and search are measured
    query: { type: "string", default: "SAP" }, // the first search query
    keep: { type: "boolean", default: false },
  },
});
const COUNTS = options.articles.split(",").map(Number);
const RUNS = Number(options["thread-runs"]);
const LIST_PATH = options["list-path"];
const BUILD_LOG = path.join(WORK_DIR, "growth-build.log");
const log = (message) => console.log(`[growth] ${message}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** How many of the site's pages a build ran queries for and wrote HTML for, from Gatsby's output ("- 3/1042"). */
function pagesBuilt(logText) {
  const counted = (phase) => {
    const line = logText.split(/\r|\n/).findLast((text) => text.includes(phase));
    return line?.match(/ (\d+)\/(\d+)/)?.[1] ?? "0";
  };
  return { queries: Number(counted("run queries")), html: Number(counted("Building static HTML for pages")) };
}

/** One timed `gatsby build` of the copy, with the pages it ran queries for and wrote. */
async function build(copy) {
  const from = fs.existsSync(BUILD_LOG) ? fs.statSync(BUILD_LOG).size : 0;
  const seconds = await gatsby(["build"], { cwd: copy, logFile: BUILD_LOG });
  // By bytes: the log holds multi-byte characters, so a string offset would start past this build's output.
  const written = fs.readFileSync(BUILD_LOG).subarray(from).toString("utf8");
  return { seconds, ...pagesBuilt(written) };
}

async function measure(copy, label, articles) {
  log(`${label}: cold build (load ${load()}) …`);
  await gatsby(["clean"], { cwd: copy, logFile: BUILD_LOG });
  const cold = await build(copy);
  log(`${label}: cold build ${cold.seconds.toFixed(1)} s; sizes, first search, main thread …`);
  const publicDirectory = path.join(copy, "public");
  const size = sizes(publicDirectory, LIST_PATH);
  const search = await searchDownload(publicDirectory, LIST_PATH, options.query);
  const routes = [LIST_PATH, size.categoryPath].filter(Boolean);
  const thread = await mainThread(publicDirectory, routes, RUNS, log);
  log(
    `${label}: first search ${(search.bytes / 1024).toFixed(1)} KB; main thread ${routes.map((route) => `${route} ${thread[route].toFixed(2)}×`).join(", ")}`,
  );
  log(`${label}: rebuild after one article's edit …`);
  editOneArticle(copy);
  const rebuild = await build(copy);
  log(`${label}: rebuild ${rebuild.seconds.toFixed(1)} s (queries ${rebuild.queries}, HTML ${rebuild.html})`);
  return { label, articles, cold, rebuild, ...size, search, thread, routes };
}

async function main() {
  if (COUNTS.some((count) => !Number.isInteger(count) || count < 1) || COUNTS.some((count, index) => index > 0 && count <= COUNTS[index - 1]))
    throw new Error("--articles takes whole numbers of at least 1, rising, e.g. 300,1000");
  log(`copying the project (load ${load()}) …`);
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.rmSync(BUILD_LOG, { force: true });
  const copy = copyProject();
  try {
    const results = [await measure(copy, "launch content", 0)];
    for (const [index, count] of COUNTS.entries()) {
      log(`adding articles up to ${count} …`);
      await addArticles(copy, (COUNTS[index - 1] ?? 0) + 1, count);
      results.push(await measure(copy, `+${count} articles`, count));
    }
    const { text, missed } = growthReport(results, { runs: RUNS, listPath: LIST_PATH, query: options.query });
    const report = `${text}\n\nLoad average at the end: ${load()}; ${new Date().toISOString()}.\n`;
    fs.writeFileSync(path.join(WORK_DIR, "growth.md"), report);
    console.log(`\n${report}`);
    if (missed.length > 0) {
      console.log(`Missed budgets:\n${missed.map((line) => `- ${line}`).join("\n")}`);
      process.exitCode = 1;
    } else console.log("Every budget met.");
  } finally {
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
