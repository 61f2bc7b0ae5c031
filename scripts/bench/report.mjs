// The results table, for the terminal and for bench/results.md.
import os from "os";
import { BUDGETS } from "./config.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

const HEADER = [
  "Route", "Preset", "Perf", "A11y", "BP", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "First-load JS KB", "Total KB", "Requests", "Budget",
];

function cells(row) {
  if (row.status !== "measured") return [row.route, row.preset, ...Array(11).fill("–"), row.status];
  const m = row.metrics;
  return [
    row.route,
    row.preset,
    m.scores.performance,
    m.scores.accessibility,
    m.scores["best-practices"],
    m.scores.seo,
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    Math.round(m.tbtMs),
    m.cls.toFixed(3),
    kb(m.firstLoadJsBytes),
    kb(m.totalBytes),
    m.requests,
    row.violations.length === 0 ? "ok" : "MISSED",
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

export function resultsMarkdown({ rows, builds, problems, startedAt, args, load }) {
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}\` on ${startedAt.toISOString()} ` +
      `(${os.cpus().length} cores, Node ${process.version}; load average ${load.before} before, ${load.after} after). ` +
      "Lighthouse 12, Debian's Chromium, simulated throttling; mobile = Lighthouse's default (slow 4G, 4× CPU), " +
      "desktop = its desktop preset. First-load JS = every script the page loads without interaction (until the network is quiet), bytes transferred (gzip). " +
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
    "## Budgets",
    "",
    ...(problems.length === 0 ? ["Every measured route is within budget."] : problems.map((problem) => `- ${problem}`)),
    "",
  ].join("\n");
}
