/**
 * The local enquiry store: a Supabase-like database in a folder (default `.data/local-store`,
 * git-ignored), opened by one process at a time, which serves
 * - the Data API insert and the plain form's endpoint (`storeEndpoints`, mounted by `gatsby develop`
 *   and by the browser tests), and
 * - its inbox on a loopback port of its own, written to `owner.json`, so `npm run enquiries`
 *   can read the enquiries while this process holds the database, and
 * - the scheduled jobs (cron-runner.ts), every minute while it is open: e-mail notifications are
 *   retried and given up on as in production (the pg_net stand-in sends nothing, so locally every
 *   notification ends "given up", visibly).
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openMigratedDatabase } from "./database";
import { listEnquiries } from "./inbox";
import { CRON_INTERVAL_MS, runCronJobs } from "./cron-runner";
import { isOwnLoopbackHost } from "./rest-endpoint";
import { storeEndpoints } from "./store-endpoints";
import { claimStore } from "./store-owner";

export const DEFAULT_STORE_FOLDER = path.resolve(".data", "local-store");
export const INBOX_PATH = "/enquiries";

/** The database lives in a subfolder, beside owner.json. */
export const databaseFolder = (folder: string) => path.join(folder, "pgdata");

export type LocalStore = {
  folder: string;
  db: PGlite;
  /** Migrations this start applied (all of them on the first start). */
  appliedNow: string[];
  inboxUrl: string;
  /** The Data API insert and the plain form's endpoint for this store; other requests go to `next`. */
  handler: ReturnType<typeof storeEndpoints>;
  /** Runs the scheduled jobs now (the store runs them every minute by itself); returns what failed. */
  runScheduledJobs(): Promise<string[]>;
  close(): Promise<void>;
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "");
    });
  });
}

export async function openLocalStore(options: { folder?: string; anonKey: string; allowedOrigins?: readonly string[] }): Promise<LocalStore> {
  const folder = path.resolve(options.folder ?? DEFAULT_STORE_FOLDER);
  const claim = claimStore(folder);
  if ("ownedBy" in claim) {
    throw new Error(`${folder} is open in process ${claim.ownedBy.pid}; stop that process (another dev server?) first`);
  }
  let db: PGlite;
  let appliedNow: string[];
  try {
    ({ db, appliedNow } = await openMigratedDatabase({ dataDir: databaseFolder(folder) }));
  } catch (error) {
    claim.release();
    throw error;
  }
  const inbox = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== INBOX_PATH || !isOwnLoopbackHost(request.headers.host, request.socket.localPort)) {
      response.writeHead(404).end();
      return;
    }
    listEnquiries(db)
      .then((rows) => response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(rows)))
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  const inboxUrl = await listen(inbox);
  // The inbox alone never keeps a process running: a dev server lives as long as Gatsby does.
  inbox.unref();
  claim.update(inboxUrl);
  let jobsRunning: Promise<unknown> = Promise.resolve();
  const runJobs = () => {
    // A folder removed under a running store (a developer cleaning up, a test's temporary folder)
    // ends its schedule: every later run would fail the same way. Requests still report it.
    if (!existsSync(databaseFolder(folder))) {
      clearInterval(cron);
      return;
    }
    jobsRunning = runCronJobs(db)
      .then((problems) => problems.forEach((problem) => console.warn(`local store, scheduled job ${problem}`)))
      .catch((error: unknown) => console.warn(`local store, scheduled jobs: ${error instanceof Error ? error.message : String(error)}`));
  };
  const cron: NodeJS.Timeout = setInterval(runJobs, CRON_INTERVAL_MS);
  // Like the inbox, the schedule alone never keeps a process running.
  cron.unref();
  return {
    folder,
    db,
    appliedNow,
    inboxUrl,
    handler: storeEndpoints(() => Promise.resolve(db), { anonKey: options.anonKey, allowedOrigins: options.allowedOrigins }),
    runScheduledJobs: () => runCronJobs(db),
    async close() {
      clearInterval(cron);
      await jobsRunning;
      await new Promise<void>((resolve) => inbox.close(() => resolve()));
      await db.close();
      claim.release();
    },
  };
}
