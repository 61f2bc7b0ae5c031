import { spawn, type ChildProcess } from "child_process";
import net from "net";
import path from "path";
import { eventually } from "./eventually";

/** A free loopback port (the OS picks one, we release it and hand it to the server). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type GatsbyServer = { url: string; stop: () => void };

/**
 * `gatsby serve` over the existing build, in its own process group so that stopping it also
 * stops every child it started.
 */
export async function startGatsbyServe(): Promise<GatsbyServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "serve", "-H", "127.0.0.1", "-p", String(port)], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  try {
    // Retried until it answers: the server takes a few seconds to start.
    await eventually(async () => {
      await fetch(url);
    }, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
