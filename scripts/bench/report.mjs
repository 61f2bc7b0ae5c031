// The results table, for the terminal and for bench/results.md.
import os from "os";
import { BUDGETS } from "./config.mjs";
import { CPU_SLOWDOWN, PHONE_SCREEN } from "./main-thread.mjs";

const SELF_CHECK_LABEL = "(the empty page itself)";

/**
 * The empty page's own Lighthouse run, as the first row of the table: what stock Gatsby scores on
 * this machine in this run, the floor the routes' scores and timings are read against.
 */
export const emptyPageRow = (metrics) => ({
  route: "(the empty page)",
  preset: "mobile",
  status: "measured",
  metrics,
  jsRatio: 1,
  reference: true,
  violations: [],
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

const times = (ratio) => (ratio === undefined ? "–" : `${ratio.toFixed(2)}×`);

// "×": against the empty page (bench/empty-site). JS × from its Lighthouse run; Main × and Script ×
// from the interleaved Chromium loads on Lighthouse's mobile phone (main-thread.mjs), the same for both presets.
const HEADER = [
  "Route",
  "Preset",
  "Runs",
  "Perf",
  "Perf w/o TBT",
  "A11y",
  "BP",
  "SEO",
  "FCP s",
  "LCP s",
  "TBT ms",
  "CLS",
  "First-load JS KB",
  "JS ×",
  "Total KB",
  "Requests",
  "Main ×",
  "Script ×",
  "Budget",
];

function cells(row) {
  if (row.status !== "measured") return [row.route, row.preset, ...Array(HEADER.length - 3).fill("–"), row.status];
  const m = row.metrics;
  return [
    row.route,
    row.preset,
    m.runs,
    m.scores.performance,
    m.performanceWithoutTbt,
    m.scores.accessibility,
    m.scores["best-practices"],
    m.scores.seo,
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    Math.round(m.tbtMs),
    m.cls.toFixed(3),
    kb(m.firstLoadJsBytes),
    times(row.jsRatio),
    kb(m.totalBytes),
    m.requests,
    times(row.thread?.taskRatio),
    times(row.thread?.scriptRatio),
    row.reference ? "reference" : row.violations.length === 0 && !row.threadMissed ? "ok" : "MISSED",
  ].map(String);
}

export function markdownTable(rows) {
  const lines = [HEADER, HEADER.map(() => "---"), ...rows.map(cells)];
  return lines.map((line) => `| ${line.join(" | ")} |`).join("\n");
}

export function consoleTable(rows) {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((line) => String(line[column]).length)));
  return table.map((line) => line.map((cell, column) => String(cell).padEnd(widths[column])).join("  ")).join("\n");
}

export function buildLines(builds) {
  const show = (value) => (value === undefined ? "not measured (--skip-build-timing)" : `${value.toFixed(1)} s`);
  return [
    `- Cold build (\`gatsby clean && gatsby build\`): ${show(builds.coldSeconds)} (budget ${BUDGETS.coldBuildSeconds} s)`,
    `- Rebuild after changing one data file: ${show(builds.rebuildSeconds)}`,
  ];
}

const ms = (value) => String(Math.round(value));

/** The empty page and each route's medians behind the Main × and Script × columns. */
export function threadLines({ empty, threads, selfCheck, runs }) {
  const header = ["Route", "Loads", "Main thread ms", "Empty page ms", "Main ×", "Script ms", "Empty page ms", "Script ×"];
  const measured = [{ route: SELF_CHECK_LABEL, thread: selfCheck }, ...threads];
  const lines = measured.map(({ route, thread }) => [
    route,
    thread.loads,
    ms(thread.route.taskMs),
    ms(thread.empty.taskMs),
    times(thread.taskRatio),
    ms(thread.route.scriptMs),
    ms(thread.empty.scriptMs),
    times(thread.scriptRatio),
  ]);
  return [
    `The empty page (bench/empty-site): first-load JS ${empty ? `${kb(empty.firstLoadJsBytes)} KB` : "not measured"}. ` +
      `Main thread and script: Chromium at ${CPU_SLOWDOWN}× CPU on a ${PHONE_SCREEN.viewport.width}×${PHONE_SCREEN.viewport.height} phone screen ` +
      `(Lighthouse's mobile preset), navigation to 3 s after load, median of ${runs} loads of each route ` +
      "interleaved with as many of the empty page (whose median is taken beside each route); " +
      `doubled, up to ${BUDGETS.mainThreadMostLoadsFactor} times as many, while a route's ratio was over the budget or within ${BUDGETS.mainThreadUncertainty} under it. ` +
      `The first row measures the empty page against itself: how far it is from 1.00× is how unsteady the machine was during the run.`,
    "",
    ...[header, header.map(() => "---"), ...lines].map((line) => `| ${line.join(" | ")} |`),
  ];
}

export function resultsMarkdown({ rows, builds, problems, startedAt, args, load, thread }) {
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}\` on ${startedAt.toISOString()} ` +
      `(${os.cpus().length} cores, Node ${process.version}; load average ${load.before} before, ${load.after} after). ` +
      `Lighthouse 12, Debian's Chromium, simulated throttling; mobile = Lighthouse's default (slow 4G, ${CPU_SLOWDOWN}× CPU), ` +
      "desktop = its desktop preset. Perf w/o TBT = the Performance score with the TBT audit counted as passed (what the budget judges; TBT is no budget). " +
      "Runs = Lighthouse runs behind the row, whose median run (by that score) it shows: " +
      `${BUDGETS.lighthouseRunsWhenUndecided} where one run missed a budget or came close to one, and for the empty page. ` +
      "First-load JS = every script the page loads without interaction (until the network is quiet), bytes transferred (gzip). " +
      "How to read and reproduce it: `docs/performance.md`.",
    "",
    "## Build",
    "",
    ...buildLines(builds),
    "",
    "## Pages",
    "",
    markdownTable(rows),
    "",
    "## Main-thread work against the empty page",
    "",
    ...threadLines(thread),
    "",
    "## Budgets",
    "",
    ...(problems.length === 0 ? ["Every measured route is within budget."] : problems.map((problem) => `- ${problem}`)),
    "",
  ].join("\n");
}
