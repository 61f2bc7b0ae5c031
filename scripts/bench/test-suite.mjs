#!/usr/bin/env node
// `npm run bench:tests`: the whole `npm test` against one production build, as CI meets it. In a
// fresh clone of the committed HEAD (the working tree's uncommitted changes are not in it), after
// `npm ci`: a cold build, `npm test` (with CI=true, as .ci/run), a cold build again; the ratio of
// `npm test`'s seconds to the mean of the two builds around it is judged against
// TEST_SUITE_BUDGETS (config.mjs). The builds are the build `npm test` makes (the loopback
// Supabase settings of scripts/test.sh), so the two differ only in what runs beside them. It also
// reports the seconds of each step `npm test` printed ("== step: N s", scripts/test.sh) and, on
// Linux, the CPU the machine spent during `npm test` (all processes, from /proc/stat). The table
// goes to the console and bench/.lighthouse/test-suite.md; the runs' output to
// bench/.lighthouse/test-suite.log. Exit code 1 when the budget is missed or a test failed.
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { parseArgs } from "util";
import { stopOnInterrupt, timedRun } from "./build.mjs";
import { ROOT, TEST_SUITE_BUDGETS, WORK_DIR } from "./config.mjs";
import { stepSeconds, testSuiteReport } from "./test-suite-report.mjs";

const { values: options } = parseArgs({
  options: {
    keep: { type: "boolean", default: false }, // keep the clone (its path is printed)
  },
});

const LOG = path.join(WORK_DIR, "test-suite.log");
const REPORT = path.join(WORK_DIR, "test-suite.md");
/** The settings scripts/test.sh builds with, so the timed builds are the build `npm test` makes. */
const TEST_BUILD_ENV = {
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_SUPABASE_URL: "http://127.0.0.1:54321",
  GATSBY_SUPABASE_ANON_KEY: "test-anon-key",
  NETLIFY: "true",
  CI: "true",
};
const log = (message) => console.log(`[tests] ${message}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** Busy CPU time of the whole machine so far, in core-seconds (Linux), or undefined elsewhere. */
function busyCoreSeconds() {
  try {
    const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal …: this machine's own work (not idle, iowait or steal).
    const [user, nice, system, , , irq, softirq] = fields;
    const busy = user + nice + system + irq + softirq;
    return busy / 100; // USER_HZ, 100 on every Linux build
  } catch {
    return undefined;
  }
}

/** The offset where the next run's output starts in the log, to read that run's lines alone. */
const logSize = () => (fs.existsSync(LOG) ? fs.statSync(LOG).size : 0);
const outputSince = (offset) => fs.readFileSync(LOG).subarray(offset).toString("utf8");

/** The clone's own gatsby with `args` (clean, build), with the test build's settings; its seconds. */
const gatsbyIn = (clone, args) => timedRun(path.join(clone, "node_modules/.bin/gatsby"), args, { cwd: clone, env: TEST_BUILD_ENV, logFile: LOG });

async function coldBuildOf(clone, label) {
  await gatsbyIn(clone, ["clean"]);
  log(`${label}: cold build (load ${load()}) …`);
  const seconds = await gatsbyIn(clone, ["build"]);
  log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** `npm test` in the clone: its seconds, whether it passed, the steps it timed, the CPU spent meanwhile. */
async function testSuite(clone) {
  await gatsbyIn(clone, ["clean"]);
  log(`npm test (load ${load()}) …`);
  const offset = logSize();
  const cpuBefore = busyCoreSeconds();
  const started = performance.now();
  let passed = true;
  await timedRun("npm", ["test"], { cwd: clone, env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }, logFile: LOG }).catch(() => {
    passed = false;
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = busyCoreSeconds();
  const output = outputSince(offset);
  log(`npm test: ${seconds.toFixed(1)} s, ${passed ? "passed" : "FAILED"}`);
  return {
    seconds,
    passed,
    summary: output.match(/^Tests: \d+ passed, \d+ failed$/m)?.[0] ?? "no summary line",
    steps: stepSeconds(output),
    coreSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

async function main() {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.rmSync(LOG, { force: true });
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const uncommitted = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
  if (uncommitted) log(`the working tree has uncommitted changes: they are not measured (the clone holds ${commit})`);
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tests-"));
  cloneToRemove = options.keep ? undefined : clone;
  try {
    log(`cloning ${commit} into ${clone}, npm ci …`);
    execFileSync("git", ["clone", "--quiet", ROOT, clone]);
    await timedRun("npm", ["ci", "--no-audit", "--no-fund"], { cwd: clone, env: {}, logFile: LOG });
    const before = await coldBuildOf(clone, "before npm test");
    const suite = await testSuite(clone);
    const after = await coldBuildOf(clone, "after npm test");
    const { text, missed } = testSuiteReport({ commit, cores: os.availableParallelism(), before, after, suite, budget: TEST_SUITE_BUDGETS.testVsBuild });
    const report = `${text}\n\nLoad average at the end: ${load()}; ${new Date().toISOString()}.\n`;
    fs.writeFileSync(REPORT, report);
    console.log(`\n${report}`);
    if (missed.length > 0) {
      console.log(`Missed:\n${missed.map((line) => `- ${line}`).join("\n")}`);
      process.exitCode = 1;
    } else console.log("Budget met.");
  } finally {
    if (options.keep) log(`the clone stays at ${clone}`);
    removeClone();
  }
}

let cloneToRemove; // the clone while it exists, unless --keep
function removeClone() {
  if (cloneToRemove) fs.rmSync(cloneToRemove, { recursive: true, force: true });
  cloneToRemove = undefined;
}

stopOnInterrupt(removeClone);

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
