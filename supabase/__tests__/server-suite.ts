/**
 * A PostgreSQL server for one test file (supabase/testing/postgres-server.ts), migrated, emptied
 * before each test, with the notification's Vault secrets set; skipped with a message when the
 * machine has no server binaries (failing instead under CI=true). Not a test file: no `.test.` in
 * the name.
 */
import type { Pool } from "pg";
import { emulateInsert, type EmulatedResponse, type InsertRow } from "../local/postgrest-insert";
import type { SqlSession } from "../local/sql-session";
import { migrate, pgSession, serverBinaries, startPostgresServer, type PostgresServer } from "../testing/postgres-server";
import { RESET_SQL, SAMPLE_HOME_ROW } from "./db-helpers";

const NO_SERVER = "no PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin or POSTGRES_BIN); bash scripts/ensure-postgres.sh installs Debian's";

export const serverBin = serverBinaries();
if (serverBin === null && process.env.CI === "true") {
  throw new Error(`The Postgres server tests cannot run: ${NO_SERVER}. Under CI=true they never skip.`);
}
if (serverBin === null) console.warn(`Skipping the Postgres server tests: ${NO_SERVER}.`);

/** `describe` when a server can start, else `describe.skip`. */
export const describeOnServer = serverBin === null ? describe.skip : describe;

export type ServerSuite = {
  server: () => PostgresServer;
  pool: () => Pool;
  session: () => SqlSession;
  /** A request through the Data API as PostgREST sends it, from `address` (the gateway's cf-connecting-ip). */
  send: (address: string, body?: InsertRow | InsertRow[]) => Promise<EmulatedResponse>;
};

/** Starts the server before the file's tests and stops it after; call inside describeOnServer. */
export function useServer(): ServerSuite {
  let server: PostgresServer | undefined;
  const started = () => {
    if (!server) throw new Error("The server starts in beforeAll");
    return server;
  };
  beforeAll(async () => {
    server = await startPostgresServer(serverBin as string);
    await migrate(server.pool);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await started().pool.query(`${RESET_SQL} truncate net.http_request_queue, net._http_response; delete from vault.secrets;`);
    await started().pool.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
    await started().pool.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
  });
  const session = () => pgSession(started().pool);
  return {
    server: started,
    pool: () => started().pool,
    session,
    send: (address, body = { ...SAMPLE_HOME_ROW, message: `From ${address}` }) =>
      emulateInsert(session(), { table: "contact_submissions", body, headers: { "cf-connecting-ip": address } }),
  };
}
