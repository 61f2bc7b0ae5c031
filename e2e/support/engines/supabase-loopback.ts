/**
 * The build's Supabase URL (http://127.0.0.1:54321, scripts/test.sh) answered for real, over HTTP,
 * for every engine: a WebDriver session cannot intercept a page's requests, so the journeys run the
 * local store's Data API endpoint (supabase/local/rest-endpoint.ts: CORS, the apikey check,
 * PostgREST's insert on a real Postgres engine with this repository's migrations) and its plain
 * form endpoint (supabase/local/form-endpoint.ts) on that port, and
 * read the stored rows. The connection fails as a visitor's would when the endpoint is stopped
 * (the port refuses), and it can answer as a failing server does.
 *
 * The forms' plain HTML submissions (a native POST to ENQUIRY_ENDPOINT_PATH, src/forms/form-post.ts)
 * reach the form endpoint. Each is read whole when it arrives and
 * counted; while `holdEnquiryPosts` is on it then waits unanswered, so a journey can press Send
 * again while the first answer is on its way, as an impatient visitor on a slow network does: the
 * browser may abandon the first request, the endpoint still gets both.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "http";
import { Readable } from "stream";
import type { PGlite } from "@electric-sql/pglite";
import { ENQUIRY_ENDPOINT_PATH } from "../../../src/forms/form-post";
import { storeEndpoints } from "../../../supabase/local/store-endpoints";
import { eventually } from "../eventually";
import { freshMigratedDatabase } from "../../../supabase/testing/migrated-database";
import { ANON_KEY, SUPABASE_URL, emptyTables } from "../supabase-backend";

const { hostname: HOST, port: PORT } = new URL(SUPABASE_URL);

export type SupabaseLoopback = {
  db: PGlite;
  /** How many inserts the browser sent (POST requests) since the last `reset`. */
  inserts(): number;
  /** How many plain form submissions (POST to the enquiry endpoint) arrived since the last `reset`. */
  enquiryPosts(): number;
  /** From now on each plain form submission, read whole, waits unanswered until `releaseEnquiryPosts`. */
  holdEnquiryPosts(): void;
  /** Answers the waiting submissions, in the order they came, and lets later ones through. */
  releaseEnquiryPosts(): void;
  /** Resolves once `count` plain form submissions have arrived since the last `reset`. */
  untilEnquiryPosts(count: number): Promise<void>;
  /** Empties the tables (the rate limit's count included) and the counts of requests, drops waiting submissions; answers from the database again. */
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

/**
 * The request read to its end, as a request the endpoint can read again: a browser that abandons a
 * submission (pressed again) closes its connection, and the endpoint still sees the body and the
 * client's address as they arrived.
 */
async function readWhole(request: IncomingMessage): Promise<IncomingMessage> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const { remoteAddress, remotePort, localAddress, localPort } = request.socket;
  const socket = { remoteAddress, remotePort, localAddress, localPort };
  // What the endpoint reads of a request: its line, headers, body and the addresses of its connection.
  return Object.assign(Readable.from([Buffer.concat(chunks)]), {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    socket,
  }) as unknown as IncomingMessage;
}

export async function startSupabaseLoopback(allowedOrigins: readonly string[]): Promise<SupabaseLoopback> {
  const db = await freshMigratedDatabase();
  const endpoint = storeEndpoints(() => Promise.resolve(db), { anonKey: ANON_KEY, allowedOrigins });
  let inserts = 0;
  let fixedAnswer: { status: number; body: string } | undefined;
  let enquiryPosts = 0;
  let holding = false;
  const held: Array<{ request: IncomingMessage; response: ServerResponse }> = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "POST" && request.url?.split("?")[0] === ENQUIRY_ENDPOINT_PATH) {
      readWhole(request).then(
        (whole) => {
          enquiryPosts += 1;
          if (holding) held.push({ request: whole, response });
          else endpoint(whole, response);
        },
        // Cut off before its body ended: no submission.
        () => response.destroy(),
      );
      return;
    }
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
    enquiryPosts: () => enquiryPosts,
    holdEnquiryPosts() {
      holding = true;
    },
    releaseEnquiryPosts() {
      holding = false;
      held.splice(0).forEach((post) => endpoint(post.request, post.response));
    },
    untilEnquiryPosts: (count) =>
      eventually(
        () => (enquiryPosts >= count ? Promise.resolve() : Promise.reject(new Error(`${enquiryPosts} of ${count} plain form submissions arrived`))),
        20_000,
      ),
    async reset() {
      fixedAnswer = undefined;
      inserts = 0;
      enquiryPosts = 0;
      // A submission a journey left waiting never reaches the database: its connection is dropped.
      holding = false;
      held.splice(0).forEach((post) => post.response.destroy());
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
