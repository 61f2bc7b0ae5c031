// How `npm run bench` measures and the budgets it holds every route to (docs/performance.md); the
// routes come from the build (routes.mjs).
import path from "path";
import chromium from "../lib/chromium.cjs";

const { CHROMIUM_FLAGS, CHROMIUM_PATH } = chromium;

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const WORK_DIR = path.join(ROOT, "bench/.lighthouse"); // gitignored: build log, raw Lighthouse reports
export const RESULTS_FILE = path.join(ROOT, "bench/results.md");

export const PRESETS = ["mobile", "desktop"];

/** The visitor's Chromium, with the browser tests' flags (scripts/lib/chromium.cjs). */
export const CHROME_PATH = CHROMIUM_PATH;
export const CHROME_FLAGS = [...CHROMIUM_FLAGS];

/**
 * The bench measures a production-like build: the Supabase URL must be a real https origin (the
 * test build's loopback URL would be an insecure-origin reference in the bundle). Never contacted:
 * supabase-js loads only when a form is sent, and Lighthouse sends none.
 */
export const BUILD_ENV = {
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_SUPABASE_URL: /^https:\/\//.test(process.env.GATSBY_SUPABASE_URL ?? "") ? process.env.GATSBY_SUPABASE_URL : "https://bench-project.supabase.co",
  GATSBY_SUPABASE_ANON_KEY: process.env.GATSBY_SUPABASE_ANON_KEY || "bench-anon-key",
};

/** Build inputs: a newer file among these than public/index.html means the build is stale. */
export const BUILD_INPUTS = [
  "src",
  "data",
  "gatsby",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package-lock.json",
];

/** The incremental rebuild: one editor-style change to one data file, undone afterwards. */
export const REBUILD_CHANGE = {
  file: "data/pages/case-studies.json",
  edit: (data) => ({ ...data, seo: { ...data.seo, description: `${data.seo.description} Updated.` } }),
};

/** Budgets: what a visitor on a phone over a mobile network must get (docs/performance.md). Category scores are judged on the mobile run; everything else on both presets. */
export const BUDGETS = {
  mobileScores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0.01,
  /** First-load JS against the empty page's (bench/empty-site), whose JS is Gatsby's and React's own. */
  firstLoadJsVsEmpty: 1.0,
  /** Main-thread task time (the phone's CPU slowdown, median of the interleaved loads) against the empty page's. */
  mainThreadVsEmpty: 1.2,
  /**
   * How far a main-thread ratio of 5 loads can be off on a steady 2-core machine. The empty page
   * measured against itself must land this close to 1.00× for the run's verdicts to count, and a
   * route over the budget or this close under it gets more loads before it is judged.
   */
  mainThreadUncertainty: 0.1,
  /**
   * A route still undecided after its extra loads gets as many again, until it has this many times
   * the base number (5, then 10, then 20): a median of 20 moves about half as far as one of 5.
   */
  mainThreadMostLoadsFactor: 4,
  /**
   * How far one Lighthouse run's timing figures can be off on a 2-core machine (its TBT alone moves
   * by ±300 ms between runs of the same build, and the Performance score with it). A route and
   * preset that misses a budget in its run, or lands this close to one, is run again before it is judged.
   */
  lighthouseUncertainty: { performance: 2, lcpMs: 300, cls: 0.005 },
  /** Lighthouse runs behind a verdict that one run could not decide: the median run is judged. */
  lighthouseRunsWhenUndecided: 3,
  homeTotalBytes: 350 * 1024,
  coldBuildSeconds: 90,
  /** A script whose file name says it is supabase-js (webpackChunkName "supabase", src/forms/backend/supabase.ts). */
  forbiddenFirstLoadScript: /\/supabase-[0-9a-f]+\.js$/,
};

/**
 * The growth bench's budgets (`npm run bench:growth`, docs/performance.md): what a thousand articles
 * may cost against the launch content, measured in one run. Build times are judged as ratios to the
 * launch content's build in the same run, so the machine's speed and load cancel out.
 */
export const GROWTH_BUDGETS = {
  /** Cold build with the added articles ÷ cold build with the launch content. */
  coldBuildVsLaunch: 5,
  /** Rebuild after one article's edit with the added articles ÷ the same edit's rebuild at launch. */
  rebuildVsLaunch: 1.5,
  /** The heaviest listing page's HTML (a list page, its further pages, the category pages). */
  listingHtmlBytes: 120 * 1024,
  /** Every feed file; gatsby/feeds/feeds.ts holds the feeds below FEED_BYTE_LIMIT (400 KB). */
  feedBytes: 400_000,
  /** What a visitor's first query downloads from the search index's folder (gzip, as transferred). */
  firstSearchBytes: 150 * 1024,
  /** Main-thread work of the list page and a category page ÷ the empty page's (BUDGETS.mainThreadVsEmpty). */
  mainThreadVsEmpty: 1.2,
};

/**
 * The test suite's budget (`npm run bench:tests`, docs/quality-gates.md): a whole `npm test` on a
 * fresh clone ÷ the mean of a cold build of the same clone before and after it, on the same machine.
 */
export const TEST_SUITE_BUDGETS = {
  testVsBuild: 6,
};
