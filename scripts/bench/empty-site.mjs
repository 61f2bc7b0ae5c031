// The near-empty Gatsby page every route is compared with (bench/empty-site): built with the
// repository's own Gatsby and plugins, and rebuilt only when its files (or the installed packages)
// are newer than its build.
import fs from "fs";
import path from "path";
import { gatsby, newestBuildInput } from "./build.mjs";
import { ROOT, WORK_DIR } from "./config.mjs";

export const EMPTY_SITE_DIR = path.join(ROOT, "bench/empty-site");
export const EMPTY_SITE_PUBLIC = path.join(EMPTY_SITE_DIR, "public");
const INPUTS = ["src", "gatsby-config.ts", "package.json"].map((input) => path.join(EMPTY_SITE_DIR, input));
const LOG = path.join(WORK_DIR, "empty-site-build.log");

/** Why the empty site must be built, or undefined when its public/ is current. */
function staleReason() {
  const index = path.join(EMPTY_SITE_PUBLIC, "index.html");
  if (!fs.existsSync(index)) return "no build yet";
  const builtAt = fs.statSync(index).mtimeMs;
  // Same Gatsby as the site: a package update changes what the empty page ships too.
  const changed = [...INPUTS, path.join(ROOT, "package-lock.json")].find((input) => newestBuildInput(input) > builtAt);
  return changed ? `${path.relative(ROOT, changed)} changed since its last build` : undefined;
}

/** Builds bench/empty-site when it is missing or stale; returns its public/ folder. */
export async function emptySitePublic(log) {
  const reason = staleReason();
  if (reason) {
    log(`building the empty page (${reason}) …`);
    await gatsby(["build"], { cwd: EMPTY_SITE_DIR, env: { GATSBY_TELEMETRY_DISABLED: "1" }, logFile: LOG });
  }
  return EMPTY_SITE_PUBLIC;
}
