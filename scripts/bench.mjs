#!/usr/bin/env node
// `npm run bench`: times a cold build and a rebuild, then runs Lighthouse on every route of the
// production build served on loopback (one item standing for each collection, bench/routes.mjs),
// measures each route's main-thread work against a near-empty Gatsby page (bench/empty-site),
// prints the table, writes bench/results.md, and exits 1 when a budget is missed. Options and how to read the table: docs/performance.md.
import fs from "fs";
import os from "os";
import path from "path";
import { parseArgs } from "util";
import staticServer from "./lib/static-server.cjs";
import { coldBuild, incrementalBuild, rebuildAfterDataChange, restoreChangedDataFile, staleReason, stopOnInterrupt, supabaseScripts } from "./bench/build.mjs";
import {
  buildViolations,
  judgedScore,
  lighthouseUndecided,
  mainThreadUndecided,
  mainThreadViolations,
  routeViolations,
  selfCheckViolations,
} from "./bench/budgets.mjs";
import { BUDGETS, PRESETS, PUBLIC_DIR, RESULTS_FILE, ROOT, WORK_DIR } from "./bench/config.mjs";
import { emptySitePublic } from "./bench/empty-site.mjs";
import { audit, launchChrome } from "./bench/lighthouse.mjs";
import { compareWithEmpty, launchBrowser, warmUp } from "./bench/main-thread.mjs";
import { summarize } from "./bench/metrics.mjs";
import { builtRoutes } from "./bench/routes.mjs";
import { buildLines, consoleTable, emptyPageRow, resultsMarkdown, threadLines } from "./bench/report.mjs";

const args = process.argv.slice(2);
const { values: options } = parseArgs({
  args,
  options: {
    build: { type: "boolean", default: false }, // rebuild even when public/ is fresh
    "skip-build-timing": { type: "boolean", default: false }, // no cold build/rebuild timing (quicker reruns)
    "allow-missing": { type: "boolean", default: false }, // routes not built yet do not fail the run
    route: { type: "string", multiple: true }, // only these routes (repeatable)
    preset: { type: "string", multiple: true }, // only these presets: mobile, desktop
    runs: { type: "string", default: "1" }, // Lighthouse runs per route and preset (more where one run cannot decide); the median run is reported
    "thread-runs": { type: "string", default: "5" }, // loads per route (and of the empty page beside it) for the main-thread medians
  },
});

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const log = (message) => console.log(`[bench] ${message}`);

function routeBuilt(route) {
  return fs.existsSync(path.join(PUBLIC_DIR, route, "index.html"));
}

async function measureBuilds() {
  if (options["skip-build-timing"]) {
    const reason = options.build ? "--build" : staleReason();
    if (reason) {
      log(`building (${reason}) …`);
      await incrementalBuild();
    }
    return {};
  }
  log("cold build (gatsby clean && gatsby build) …");
  const coldSeconds = await coldBuild();
  log(`cold build: ${coldSeconds.toFixed(1)} s; rebuild after a data change …`);
  const rebuildSeconds = await rebuildAfterDataChange();
  log(`rebuild: ${rebuildSeconds.toFixed(1)} s`);
  return { coldSeconds, rebuildSeconds };
}

/** Lighthouse results of `count` more runs of one page. */
async function lighthouseRuns(port, url, preset, count, prefix) {
  const results = [];
  for (let run = 0; run < count; run += 1) results.push(summarize(await audit(port, url, preset, prefix), new URL(url).origin));
  return results;
}

/** The run with the median Performance score as judged (Lighthouse's own advice against one noisy run). */
function medianRun(results) {
  const score = (result) => judgedScore(result, "performance");
  const sorted = [...results].sort((a, b) => score(a) - score(b) || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Fewer loads and one slow load (a build elsewhere, a GC) moves the median. */
const MIN_THREAD_RUNS = 5;
const positive = (value, fallback) => Math.max(1, Number.parseInt(value, 10) || fallback);

/** A route's row of the table: its median run of `results`, judged against the budgets. */
function judgedRow(route, preset, results, supabase, empty) {
  const metrics = { ...medianRun(results), runs: results.length };
  const row = { route, preset, status: "measured", metrics, jsRatio: metrics.firstLoadJsBytes / empty.firstLoadJsBytes };
  return { ...row, violations: routeViolations(row, supabase, empty) };
}

async function measurePages(routes, presets, supabase, emptyUrl) {
  const runs = positive(options.runs, 1);
  const server = await staticServer.startStaticServer(PUBLIC_DIR, undefined, { gzip: true });
  const chrome = await launchChrome();
  const rows = [];
  let empty;
  try {
    // The empty page on the mobile preset only: its first-load JS is a byte count, the same on either
    // preset, and its scores are the reference row, the median of as many runs as an undecided route gets.
    log("mobile, the empty page");
    const emptyRuns = await lighthouseRuns(chrome.port, `${emptyUrl}/`, "mobile", Math.max(runs, BUDGETS.lighthouseRunsWhenUndecided), "empty-page_");
    empty = { ...medianRun(emptyRuns), runs: emptyRuns.length };
    for (const route of routes) {
      for (const preset of presets) {
        if (!routeBuilt(route)) {
          rows.push({ route, preset, status: "missing", violations: [] });
          continue;
        }
        log(`${preset} ${route}`);
        try {
          const url = `${server.url}${route}`;
          const results = await lighthouseRuns(chrome.port, url, preset, runs);
          let row = judgedRow(route, preset, results, supabase, empty);
          if (results.length < BUDGETS.lighthouseRunsWhenUndecided && lighthouseUndecided(row)) {
            log(`${preset} ${route}: ${row.violations.length > 0 ? "missed a budget" : "close to a budget"}, running it again`);
            results.push(...(await lighthouseRuns(chrome.port, url, preset, BUDGETS.lighthouseRunsWhenUndecided - results.length)));
            row = judgedRow(route, preset, results, supabase, empty);
          }
          rows.push(row);
        } catch (error) {
          rows.push({ route, preset, status: "error", violations: [`Lighthouse failed: ${error.message}`] });
        }
      }
    }
  } finally {
    await chrome.close();
    await server.close();
  }
  return { rows, empty };
}

/**
 * Each built route against the empty page, in a Chromium of its own (Lighthouse's is closed by then);
 * first the empty page against itself, the same way, which shows how steady the machine was.
 */
async function measureMainThread(routes, emptyUrl, runs) {
  const server = await staticServer.startStaticServer(PUBLIC_DIR, undefined, { gzip: true });
  const browser = await launchBrowser();
  const threads = [];
  let selfCheck;
  try {
    await warmUp(browser, `${emptyUrl}/`);
    log(`main thread: the empty page against itself (${runs} loads each)`);
    selfCheck = await compareWithEmpty(browser, `${emptyUrl}/`, `${emptyUrl}/`, runs);
    for (const route of routes.filter(routeBuilt)) {
      log(`main thread ${route} (${runs} loads, each beside one of the empty page; doubled while over or close to the budget)`);
      const mostLoads = runs * BUDGETS.mainThreadMostLoadsFactor;
      threads.push({ route, thread: await compareWithEmpty(browser, `${server.url}${route}`, `${emptyUrl}/`, runs, mainThreadUndecided, mostLoads) });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { threads, selfCheck };
}

async function main() {
  const startedAt = new Date();
  const before = loadAverage();
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const builds = await measureBuilds();
  // Read after the build step, from the pages the build made.
  const routes = options.route ?? builtRoutes(PUBLIC_DIR);
  const presets = options.preset ?? PRESETS;
  const emptyServer = await staticServer.startStaticServer(await emptySitePublic(log), undefined, { gzip: true });
  const threadRuns = positive(options["thread-runs"], MIN_THREAD_RUNS);
  if (threadRuns < MIN_THREAD_RUNS) throw new Error(`--thread-runs ${threadRuns}: a median needs at least ${MIN_THREAD_RUNS} loads`);
  let pages;
  let threads;
  let selfCheck;
  try {
    pages = await measurePages(routes, presets, supabaseScripts(), emptyServer.url);
    ({ threads, selfCheck } = await measureMainThread(routes, emptyServer.url, threadRuns));
  } finally {
    await emptyServer.close();
  }
  const threadOf = new Map(threads.map(({ route, thread }) => [route, thread]));
  // Main-thread budgets are judged once per route (problems below) and shown on each of its rows.
  const rows = pages.rows.map((row) => {
    const thread = threadOf.get(row.route);
    return { ...row, thread, threadMissed: thread !== undefined && mainThreadViolations(thread).length > 0 };
  });

  const missing = [...new Set(rows.filter((row) => row.status === "missing").map((row) => row.route))];
  const problems = [
    ...buildViolations(builds),
    ...rows.flatMap((row) => row.violations.map((problem) => `${row.route} (${row.preset}): ${problem}`)),
    ...selfCheckViolations(selfCheck),
    ...threads.flatMap(({ route, thread }) => mainThreadViolations(thread).map((problem) => `${route}: ${problem}`)),
    ...missing.map((route) => `${route}: not in the build (public${route}/index.html missing)`),
  ];
  const failing = problems.length - (options["allow-missing"] ? missing.length : 0);

  const thread = { empty: pages.empty, threads, selfCheck, runs: threadRuns };
  const table = [emptyPageRow(pages.empty), ...rows];
  console.log(`\n${buildLines(builds).join("\n")}\n\n${consoleTable(table)}\n\n${threadLines(thread).join("\n")}\n`);
  console.log(problems.length === 0 ? "Every route is within budget." : `Budgets:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  const load = { before, after: loadAverage() };
  // A subset (--route/--preset) must not replace the committed table of the full run.
  const partial = Boolean(options.route || options.preset);
  const file = partial ? path.join(WORK_DIR, "results-partial.md") : RESULTS_FILE;
  fs.writeFileSync(file, resultsMarkdown({ rows: table, builds, problems, startedAt, args, load, thread }));
  log(`wrote ${path.relative(ROOT, file)} (load average before ${load.before}, after ${load.after})`);
  process.exitCode = failing > 0 ? 1 : 0;
}

stopOnInterrupt(restoreChangedDataFile);

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error}`);
  process.exitCode = 2;
});
