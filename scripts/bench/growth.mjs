#!/usr/bin/env node
// `npm run bench:growth -- --articles 300,1000`: how the site's cost grows with its content. Two
// copies of the project (its files as they are in the working tree, node_modules hard-linked): one
// keeps the launch content, the other gets generated articles (copies of the launch articles under
// new titles, dates and file names, each with an image file of its own) up to each count in turn.
// Each is built cold at each size; then both are rebuilt by turns after one article's edit
// (--rebuild-rounds, 3), so the rebuilds compared ran on the machine as it was. For every content
// size it measures the listing pages (gatsby/listings/listing-pages.ts), the feeds, the first search query's
// download, and the main-thread work of the list page and its fullest category page beside the empty
// Gatsby page (scripts/bench/main-thread.mjs); it prints the table with the budgets
// (GROWTH_BUDGETS in config.mjs), each met or missed, and writes it to bench/.lighthouse/growth.md.
// Exit code 1 when a budget is missed. The copies are removed at the end (--keep keeps them).
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
    "rebuild-rounds": { type: "string", default: "3" }, // rebuilds of each copy by turns, per grown size
    "list-path": { type: "string", default: "/blog" }, // the listing whose main-thread work and search are measured
    query: { type: "string", default: "SAP" }, // the first search query
    keep: { type: "boolean", default: false },
  },
});
const COUNTS = options.articles.split(",").map(Number);
const RUNS = Number(options["thread-runs"]);
const REBUILD_ROUNDS = Number(options["rebuild-rounds"]);
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

/** The cold build of a copy and what it built: listing sizes, feeds, the first search, main-thread work. */
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
  return { label, articles, cold, ...size, search, thread, routes };
}

const medianBuild = (builds) => [...builds].sort((a, b) => a.seconds - b.seconds)[Math.floor(builds.length / 2)];

/**
 * The rebuild after one article's edit, in both copies by turns (launch content, then grown), so a
 * change in the machine's speed hits both alike: the median of each copy's rebuilds, and the ratio
 * is judged on the two medians of the same rounds.
 */
async function interleavedRebuilds(launchCopy, grownCopy, label) {
  const launch = [];
  const grown = [];
  for (let round = 1; round <= REBUILD_ROUNDS; round += 1) {
    for (const [copy, builds, name] of [
      [launchCopy, launch, "launch content"],
      [grownCopy, grown, label],
    ]) {
      editOneArticle(copy);
      const rebuild = await build(copy);
      builds.push(rebuild);
      log(`rebuild ${round}/${REBUILD_ROUNDS}, ${name}: ${rebuild.seconds.toFixed(1)} s (queries ${rebuild.queries}, HTML ${rebuild.html})`);
    }
  }
  return { rebuild: medianBuild(grown), launchRebuild: medianBuild(launch) };
}

async function main() {
  if (COUNTS.some((count) => !Number.isInteger(count) || count < 1) || COUNTS.some((count, index) => index > 0 && count <= COUNTS[index - 1]))
    throw new Error("--articles takes whole numbers of at least 1, rising, e.g. 300,1000");
  log(`copying the project twice (load ${load()}) …`);
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.rmSync(BUILD_LOG, { force: true });
  const launchCopy = copyProject("growth-launch");
  const grownCopy = copyProject("growth-articles");
  try {
    const launch = await measure(launchCopy, "launch content", 0);
    const results = [launch];
    for (const [index, count] of COUNTS.entries()) {
      log(`adding articles up to ${count} …`);
      await addArticles(grownCopy, (COUNTS[index - 1] ?? 0) + 1, count);
      const grown = await measure(grownCopy, `+${count} articles`, count);
      results.push({ ...grown, ...(await interleavedRebuilds(launchCopy, grownCopy, grown.label)) });
    }
    // The launch column's rebuild: the median of its rebuilds beside the first grown size.
    launch.rebuild = launch.launchRebuild = results[1].launchRebuild;
    const { text, missed } = growthReport(results, { runs: RUNS, rounds: REBUILD_ROUNDS, listPath: LIST_PATH, query: options.query });
    const report = `${text}\n\nLoad average at the end: ${load()}; ${new Date().toISOString()}.\n`;
    fs.writeFileSync(path.join(WORK_DIR, "growth.md"), report);
    console.log(`\n${report}`);
    if (missed.length > 0) {
      console.log(`Missed budgets:\n${missed.map((line) => `- ${line}`).join("\n")}`);
      process.exitCode = 1;
    } else console.log("Every budget met.");
  } finally {
    if (!options.keep) for (const copy of [launchCopy, grownCopy]) fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
