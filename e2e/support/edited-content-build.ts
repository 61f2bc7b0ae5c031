import { spawn, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/**
 * A second build of the project from changed content, in a throwaway copy of its sources; the
 * main public/ stays untouched.
 *
 * Where the machine allows a private mount namespace (Linux, as root or with user namespaces), the
 * copy is built as an incremental build of the main one: it starts from a copy of the main build's
 * .cache and public/, and the build runs with the copy mounted over the project's own directory,
 * visible to the build's processes alone. Gatsby's caches hold absolute paths (webpack's modules,
 * the static query results), so they are only valid at the project's path: a cache copied to
 * another path made the build fail ("The result of this StaticQuery could not be fetched") or
 * rebuild every module. The copy keeps each file's modification time, which the caches compare:
 * with the copy's own times they find less unchanged. Incremental, the build takes about a third of
 * a cold one; elsewhere it is a cold build in the copy, with node_modules linked.
 */
const PROJECT = path.resolve(__dirname, "../..");
/** What is not a source: never copied, but for the build state of an incremental build. */
const NOT_SOURCES = new Set(["node_modules", ".git", "deploy", "bench", "coverage", ".cache", "public"]);
const BUILD_STATE = [".cache", "public"];

export type EditedProject = {
  root: string;
  dataDirectory: string;
  publicDirectory: string;
  /** The `unshare` flags of the incremental build, or null for a cold build. */
  namespace: string[] | null;
  remove: () => void;
};

/** The `unshare` flags that give this process a mount namespace of its own, or null where none can be had. */
function mountNamespaceFlags(): string[] | null {
  if (process.platform !== "linux") return null;
  const candidates = process.getuid?.() === 0 ? [["--mount"], ["--map-root-user", "--mount"]] : [["--map-root-user", "--mount"]];
  return candidates.find((flags) => spawnSync("unshare", [...flags, "--propagation", "private", "true"], { stdio: "ignore" }).status === 0) ?? null;
}

export function copyProject(): EditedProject {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "edited-content-"));
  const namespace = BUILD_STATE.every((entry) => fs.existsSync(path.join(PROJECT, entry))) ? mountNamespaceFlags() : null;
  const incremental = namespace !== null;
  for (const entry of fs.readdirSync(PROJECT)) {
    if (entry.startsWith(".e2e-profile")) continue;
    if (NOT_SOURCES.has(entry) && !(incremental && BUILD_STATE.includes(entry))) continue;
    fs.cpSync(path.join(PROJECT, entry), path.join(root, entry), { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  }
  // Mounted over by the project's node_modules in the namespace; a link to it for a cold build.
  if (incremental) fs.mkdirSync(path.join(root, "node_modules"));
  else fs.symlinkSync(path.join(PROJECT, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    dataDirectory: path.join(root, "data"),
    publicDirectory: path.join(root, "public"),
    namespace,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The command that runs `gatsby build` on the copy: in place of the project (see above), or in the copy itself. */
function buildCommand(project: EditedProject): { command: string; args: string[]; cwd: string } {
  const gatsby = ["node_modules/gatsby/cli.js", "build"];
  const flags = project.namespace;
  if (!flags) return { command: process.execPath, args: [path.join(project.root, gatsby[0]!), gatsby[1]!], cwd: project.root };
  // rbind carries the node_modules mount along; the shell then enters the project path anew, now showing the copy.
  const script = 'mount --bind "$1/node_modules" "$2/node_modules" && mount --rbind "$2" "$1" && cd "$1" && exec "$3" "$4" "$5"';
  return {
    command: "unshare",
    args: [...flags, "--propagation", "private", "--", "sh", "-c", script, "sh", PROJECT, project.root, process.execPath, ...gatsby],
    cwd: os.tmpdir(),
  };
}

/** `gatsby build` of the copy with the test build's settings; resolves with the output, rejects on failure. */
export function buildProject(project: EditedProject): Promise<string> {
  const { command, args, cwd } = buildCommand(project);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
        GATSBY_SUPABASE_URL: process.env.GATSBY_SUPABASE_URL ?? "http://127.0.0.1:54321",
        GATSBY_SUPABASE_ANON_KEY: process.env.GATSBY_SUPABASE_ANON_KEY ?? "test-anon-key",
      },
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`gatsby build of the changed content failed (${code}):\n${output.slice(-6000)}`)),
    );
  });
}
