/**
 * The helper processes an engine needs (an X display, a WebDriver server), each started in a
 * process group of its own so that stopping it stops whatever it started (the browser a WebDriver
 * server launches), on a display and a port nobody else uses.
 */
import { spawn, type ChildProcess } from "child_process";
import { eventually } from "../eventually";

export { freePort } from "../../../supabase/testing/postgres-server";

export type Helper = {
  process: ChildProcess;
  /** The end of what it wrote to stderr, for an error message. */
  output(): string;
  stop(): Promise<void>;
};

/** Starts `command` as the leader of a new process group; `stop` ends the whole group. */
export function startGroup(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; stdio?: Array<"ignore" | "pipe"> } = {}): Helper {
  const child = spawn(command, args, { detached: true, env: options.env ?? process.env, stdio: options.stdio ?? ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  child.once("error", (error) => (stderr += `\n${error.message}`));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  return {
    process: child,
    output: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return signalGroup("SIGKILL");
      signalGroup("SIGTERM");
      const killed = setTimeout(() => signalGroup("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killed);
      // What the leader started may outlive it (a browser under its WebDriver server).
      signalGroup("SIGKILL");
    },
  };
}

/** An Xvfb display of its own: Xvfb picks a free display number and reports it (-displayfd). */
export async function startVirtualDisplay(size: { width: number; height: number }): Promise<Helper & { display: string }> {
  const helper = startGroup("Xvfb", ["-displayfd", "3", "-screen", "0", `${size.width}x${size.height}x24`, "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const displayNumber = await new Promise<string>((resolve, reject) => {
    let text = "";
    const output = helper.process.stdio[3];
    output?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    helper.process.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before reporting its display`)));
  });
  return { ...helper, display: `:${displayNumber}` };
}

/** Waits until an HTTP server answers on `url` (a WebDriver server's /status, say). */
export async function untilAnswering(url: string, helper: Helper, timeoutMs = 20_000): Promise<void> {
  await eventually(async () => {
    if (helper.process.exitCode !== null) throw new Error(`${helper.process.spawnfile} exited (${helper.process.exitCode}): ${helper.output()}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }, timeoutMs);
}
