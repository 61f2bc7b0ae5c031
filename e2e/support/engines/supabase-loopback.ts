/**
 * The build's Supabase URL (http://127.0.0.1:54321, scripts/test.sh) answered for real, over HTTP,
 * for every engine: a WebDriver session cannot intercept a page's requests, so the journeys run the
 * local store's Data API endpoint (supabase/local/rest-endpoint.ts: CORS, the apikey check,
 * PostgREST's insert on a real Postgres engine with this repository's migrations) on that port, and
 * read the stored rows. The connection fails as a visitor's would when the endpoint is stopped
 * (the port refuses), and it can answer as a failing server does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import type { PGlite } from "@electric-sql/pglite";
import { restEndpoint } from "../../../supabase/local/rest-endpoint";
import { freshMigratedDatabase } from "../../../supabase/testing/migrated-database";
import { ANON_KEY, SUPABASE_URL, emptyTables } from "../supabase-backend";

const { hostname: HOST, port: PORT } = new URL(SUPABASE_URL);

export type SupabaseLoopback = {
  db: PGlite;
  /** How many inserts the browser sent (POST requests) since the last `reset`. */
  inserts(): number;
  /** Empties the tables (the rate limit's count included) and the list of inserts; answers from the database again. */
  reset(): Promise<void>;
  /** From now on every insert gets this answer instead of the database's (a failing server). */
  answerWith(answer: { status: number; body: string }): void;
  /** Closes the port and every open connection: the browser's next request is refused. */
  stop(): Promise<void>;
  /** Opens the port again. */
  start(): Promise<void>;
  close(): Promise<void>;
};

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `${HOST}:${PORT} is in use: the journeys answer the build's Supabase URL there themselves; stop what listens on it (another test run, a dev server?)`,
            )
          : error,
      ),
    );
    server.listen(Number(PORT), HOST, () => resolve());
  });
}

export async function startSupabaseLoopback(allowedOrigins: readonly string[]): Promise<SupabaseLoopback> {
  const db = await freshMigratedDatabase();
  const endpoint = restEndpoint(() => Promise.resolve(db), { anonKey: ANON_KEY, allowedOrigins });
  let inserts = 0;
  let fixedAnswer: { status: number; body: string } | undefined;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "POST") inserts += 1;
    if (request.method === "POST" && fixedAnswer) {
      response.writeHead(fixedAnswer.status, { "access-control-allow-origin": "*", "content-type": "application/json; charset=utf-8" });
      response.end(fixedAnswer.body);
    } else endpoint(request, response);
  });
  await listen(server).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });

  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return {
    db,
    inserts: () => inserts,
    async reset() {
      fixedAnswer = undefined;
      inserts = 0;
      await emptyTables(db);
    },
    answerWith(answer) {
      fixedAnswer = answer;
    },
    stop,
    async start() {
      if (listening) return;
      await listen(server);
      listening = true;
    },
    async close() {
      await stop();
      await db.close();
    },
  };
}
