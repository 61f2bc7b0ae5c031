// Production builds for the bench: freshness check, a timed cold build and a timed rebuild.
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { BUILD_ENV, BUILD_INPUTS, PUBLIC_DIR, REBUILD_CHANGE, ROOT, WORK_DIR } from "./config.mjs";
import { newestMtime } from "../lib/newest-mtime.mjs";

const GATSBY = path.join(ROOT, "node_modules/.bin/gatsby");
const BUILD_LOG = path.join(WORK_DIR, "build.log");

// Tests do not change the build; gatsby-types.d.ts is written by the build itself, after the HTML.
const NOT_BUILD_INPUTS = new Set(["__tests__", "gatsby-types.d.ts"]);
export const newestBuildInput = (target) => newestMtime(target, { skip: (entry) => NOT_BUILD_INPUTS.has(path.basename(entry)) });

function builtScripts() {
  return fs.readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".js"));
}

/**
 * What the bench's last build of the site was made with, beside the time it wrote
 * public/index.html: any other build since (a test build, a build by hand) writes that file again.
 * The scripts in public/ cannot tell, since Gatsby leaves the chunks of earlier builds there.
 */
const BUILD_STAMP = path.join(WORK_DIR, "build-stamp.json");
const INDEX_HTML = path.join(PUBLIC_DIR, "index.html");

function stampBuild() {
  fs.writeFileSync(BUILD_STAMP, JSON.stringify({ supabaseUrl: BUILD_ENV.GATSBY_SUPABASE_URL, indexWrittenAt: fs.statSync(INDEX_HTML).mtimeMs }));
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(BUILD_STAMP, "utf8"));
  } catch {
    return undefined;
  }
}

/** Why public/ cannot be measured as it is, or undefined when it can. */
export function staleReason() {
  if (!fs.existsSync(INDEX_HTML)) return "no build in public/";
  const builtAt = fs.statSync(INDEX_HTML).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestBuildInput(path.join(ROOT, input)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  // A test build (loopback Supabase URL) or a build with other settings is not what visitors get.
  const stamp = readStamp();
  const url = BUILD_ENV.GATSBY_SUPABASE_URL;
  if (stamp?.indexWrittenAt !== builtAt || stamp.supabaseUrl !== url) return `public/ was not built by the bench with GATSBY_SUPABASE_URL=${url}`;
  return undefined;
}

/** Scripts holding supabase-js code (its own chunk and any split-off parts), as URL paths. */
export function supabaseScripts() {
  return builtScripts()
    .filter((file) => /GoTrueClient|PostgrestClient/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")))
    .map((file) => `/${file}`);
}

let running; // the running child (a build, or the test suite), so Ctrl+C stops its whole process group

/** A path as the developer reads it: relative to the repository when inside it. */
const shownPath = (file) => (file.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, file) : file);

/**
 * Runs `command` in `cwd` in a process group of its own (stopOnInterrupt ends it and its children),
 * appending its output to `logFile`; resolves with the seconds it took, rejects when it fails.
 */
export function timedRun(command, args, { cwd, env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  fs.writeSync(log, `\n$ ${path.basename(command)} ${args.join(" ")}\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    running = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", log, log], detached: true });
    running.on("error", reject);
    running.on("exit", (code) => {
      running = undefined;
      fs.closeSync(log);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (exit ${code}); see ${shownPath(logFile)}`));
    });
  });
}

/** Runs the repository's gatsby in `cwd` (the site, or the bench's empty site), logging to `logFile`. */
export function gatsby(args, { cwd = ROOT, env = BUILD_ENV, logFile = BUILD_LOG } = {}) {
  return timedRun(GATSBY, args, { cwd, env: { ...env, CI: "1" }, logFile });
}

function stopBuild() {
  if (running?.pid) process.kill(-running.pid, "SIGTERM");
}

/** On Ctrl+C (or SIGTERM): the running child's process group stopped, then `cleanUp`, then exit 130. */
export function stopOnInterrupt(cleanUp) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopBuild();
      cleanUp();
      process.exit(130);
    });
  }
}

/** `gatsby clean` then `gatsby build`; the seconds of the build alone. */
export async function coldBuild() {
  await gatsby(["clean"]);
  return incrementalBuild();
}

/** `gatsby build` of the site; the seconds it took. */
export async function incrementalBuild() {
  const seconds = await gatsby(["build"]);
  stampBuild();
  return seconds;
}

/**
 * Times the rebuild after an editor changes one data file, then restores the file (from a copy
 * taken first, also on failure) and builds again so public/ matches the content in git.
 */
let restoreDataFile; // set while the data file holds the bench's edit

export function restoreChangedDataFile() {
  restoreDataFile?.();
}

export async function rebuildAfterDataChange() {
  const file = path.join(ROOT, REBUILD_CHANGE.file);
  const backup = `${file}.bench-backup`;
  fs.copyFileSync(file, backup);
  restoreDataFile = () => {
    fs.copyFileSync(backup, file);
    fs.rmSync(backup);
    restoreDataFile = undefined;
  };
  try {
    const edited = REBUILD_CHANGE.edit(JSON.parse(fs.readFileSync(file, "utf8")));
    fs.writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
    return await incrementalBuild();
  } finally {
    restoreChangedDataFile();
    await incrementalBuild();
  }
}

export { BUILD_LOG };
