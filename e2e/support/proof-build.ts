import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/**
 * A second build of the project from changed content, in a throwaway copy: sources copied,
 * node_modules linked. The main build's .cache is not reused: Gatsby's cache holds the static
 * query results of the original directory, and a copied cache made the build fail ("The result of
 * this StaticQuery could not be fetched"); a cold build of this site takes about a minute.
 * The main public/ stays untouched.
 */
const PROJECT = path.resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".git", "deploy", "bench", "coverage", ".cache", "public"]);

export type ProofProject = { root: string; dataDirectory: string; publicDirectory: string; remove: () => void };

export function copyProject(): ProofProject {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-proof-"));
  for (const entry of fs.readdirSync(PROJECT)) {
    if (SKIP.has(entry) || entry.startsWith(".e2e-profile")) continue;
    fs.cpSync(path.join(PROJECT, entry), path.join(root, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(PROJECT, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    dataDirectory: path.join(root, "data"),
    publicDirectory: path.join(root, "public"),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** `gatsby build` in the copy with the test build's settings; resolves with the output, rejects on failure. */
export function buildProject(root: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/gatsby/cli.js"), "build"], {
      cwd: root,
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
