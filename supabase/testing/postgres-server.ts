/**
 * A real PostgreSQL server for the tests that need what PGlite (one connection) cannot show:
 * transactions running at the same time on several connections. Debian's server binaries
 * (`/usr/lib/postgresql/<major>/bin`, package `postgresql`, installed by scripts/ensure-postgres.sh;
 * `POSTGRES_BIN` points elsewhere) start a cluster in a temporary folder, listening on a free
 * loopback port and on a socket in that folder only, with trust authentication: nothing outside
 * the machine can reach it, and it is deleted when the test stops it.
 *
 * initdb and postgres refuse to run as root; as root the cluster belongs to `nobody` and the
 * binaries run through `runuser`.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { Pool, type PoolClient } from "pg";
import { applyPendingMigrations } from "../local/migrations";
import { applyPlatform } from "../local/platform";
import type { SqlQueries, SqlSession } from "../local/sql-session";

const DEBIAN_ROOT = "/usr/lib/postgresql";
const UNPRIVILEGED_USER = "nobody";
export const SUPERUSER = "postgres";

/** The folder holding initdb, pg_ctl and postgres (the newest major version), or null when there is none. */
export function serverBinaries(): string | null {
  const candidates = process.env.POSTGRES_BIN
    ? [process.env.POSTGRES_BIN]
    : existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((major) => path.join(DEBIAN_ROOT, major, "bin"))
      : [];
  return candidates.find((bin) => ["initdb", "pg_ctl", "postgres"].every((tool) => existsSync(path.join(bin, tool)))) ?? null;
}

/** A TCP port free on loopback now (the kernel's choice); the caller binds it next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type PostgresServer = {
  port: number;
  /** A pool of connections as the superuser (what applies migrations; requests switch role themselves). */
  pool: Pool;
  stop(): Promise<void>;
};

/** Starts a fresh cluster; the caller stops it with `await server.stop()`. */
export async function startPostgresServer(bin: string): Promise<PostgresServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(folder, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ["runuser", ["-u", UNPRIVILEGED_USER, "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: "pipe", env: { ...process.env, LC_ALL: "C.UTF-8" } });
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", UNPRIVILEGED_USER]).toString());
    const gid = Number(execFileSync("id", ["-g", UNPRIVILEGED_USER]).toString());
    chownSync(folder, uid, gid);
  }
  const port = await freePort();
  let started = false;
  const stopServer = () => {
    if (!started) return;
    started = false;
    try {
      run("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
    } catch {
      // pg_ctl could not stop it: end the postmaster's process group (it runs in a session of its own).
      const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (pid > 0) process.kill(-pid, "SIGKILL");
    }
  };
  try {
    run("initdb", ["-D", dataDir, "-U", SUPERUSER, "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
    run("pg_ctl", [
      "start",
      "-D",
      dataDir,
      "-w",
      "-t",
      "60",
      "-l",
      path.join(folder, "server.log"),
      "-o",
      `-k ${folder} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
    ]);
    started = true;
  } catch (error) {
    const log = existsSync(path.join(folder, "server.log")) ? readFileSync(path.join(folder, "server.log"), "utf8") : "";
    stopServer();
    rmSync(folder, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`Could not start PostgreSQL from ${bin}: ${output}\n${log}`);
  }
  // A test process that ends without stop() (a crash, jest's forced exit) still leaves no server behind.
  const stopOnExit = () => {
    stopServer();
    rmSync(folder, { recursive: true, force: true });
  };
  process.once("exit", stopOnExit);
  const pool = new Pool({ host: "127.0.0.1", port, user: SUPERUSER, database: "postgres", max: 20 });
  return {
    port,
    pool,
    async stop() {
      process.off("exit", stopOnExit);
      await pool.end();
      stopOnExit();
    },
  };
}

function queriesOf(client: Pool | PoolClient): SqlQueries {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    exec: (sql: string) => client.query(sql),
  };
}

/** The pool as an SqlSession: each transaction takes a connection of its own, so transactions run at the same time. */
export function pgSession(pool: Pool): SqlSession {
  return {
    ...queriesOf(pool),
    async transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(queriesOf(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** Supabase's roles and platform stand-ins, then every migration, as on a new project. */
export async function migrate(pool: Pool): Promise<void> {
  const session = pgSession(pool);
  await applyPlatform(session);
  await applyPendingMigrations(session);
}
