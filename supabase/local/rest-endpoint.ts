/**
 * The Data API's insert, served over HTTP from a local database: what supabase-js reaches at
 * `POST <project URL>/rest/v1/<table>`. In front of emulateInsert (PostgREST's behaviour) it does
 * what Supabase's gateway does first: CORS (preflight included), the `apikey` check with the
 * gateway's error bodies, and the client address headers it adds (`x-forwarded-for` appended,
 * `x-real-ip`, `cf-connecting-ip`), so the rate limit sees the caller as it would in production.
 * Only inserts are served: the site sends nothing else, and anon may do nothing else.
 *
 * Unlike a Supabase project, whose key is public anyway, this store runs on a developer's machine:
 * a browser request from any origin but the server's own (and `allowedOrigins`) is refused with
 * 403 before anything is read, so a web page the developer visits cannot write into it. Requests
 * without an Origin (scripts, tests) are not browser requests from another site and are served.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { rowsFromCsv } from "./csv-body";
import { emulateInsert, type InsertRow } from "./postgrest-insert";
import type { SqlSession } from "./sql-session";

export const REST_PREFIX = "/rest/v1/";

/** The largest body read; PostgREST's gateway refuses bigger ones too (the forms send < 3 KB). */
const MAX_BODY_BYTES = 1_000_000;

export type RestEndpointOptions = {
  /** The key the browser bundle was built with; any other `apikey` gets the gateway's 401. */
  anonKey: string;
  /** Origins besides the server's own that may send (a site served on another port, as in the browser tests). */
  allowedOrigins?: readonly string[];
};

/** JSON nested deeper than this is refused (400) before it reaches the database; an enquiry is flat. */
const MAX_JSON_DEPTH = 64;

type Answer = { status: number; body: string; headers?: Record<string, string> };

const CORS = {
  "access-control-allow-methods": "GET,HEAD,PUT,PATCH,POST,DELETE",
  "access-control-max-age": "3600",
  vary: "Origin",
};

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request's Host names this server by a loopback name and the port it was received
 * on. A page on another site can point its own host name at 127.0.0.1 (DNS rebinding): its
 * requests then reach this server as same-origin ones, with that host name in Host and Origin, and
 * must get nothing.
 */
export function isOwnLoopbackHost(host: string | undefined, localPort: number | undefined): boolean {
  let to: URL;
  try {
    to = new URL(`http://${host ?? ""}`);
  } catch {
    return false;
  }
  return LOOPBACK_NAMES.has(to.hostname) && (to.port || "80") === String(localPort);
}

/**
 * Whether a browser on `origin` may use this endpoint: the server's own origin (the Host the
 * request was sent to, under any loopback name), or one of `allowed`.
 */
export function isAllowedOrigin(origin: string, host: string | undefined, allowed: readonly string[] = []): boolean {
  if (allowed.includes(origin)) return true;
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    to = new URL(`http://${host ?? ""}`);
  } catch {
    return false;
  }
  if (from.protocol !== "http:" && from.protocol !== "https:") return false;
  if (from.host === to.host) return true;
  return from.port === to.port && LOOPBACK_NAMES.has(from.hostname) && LOOPBACK_NAMES.has(to.hostname);
}

function jsonAnswer(status: number, body: Record<string, unknown>): Answer {
  return { status, body: JSON.stringify(body) };
}

function postgrestError(status: number, code: string, message: string): Answer {
  return jsonAnswer(status, { code, details: null, hint: null, message });
}

/** "::ffff:127.0.0.1" (IPv4 on an IPv6 socket) → "127.0.0.1". */
export function clientAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/** The request headers as Postgres sees them in `request.headers`, after the gateway added its own. */
export function gatewayHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  const client = clientAddress(request);
  const forwarded = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${client}` : client;
  headers["x-real-ip"] = client;
  headers["cf-connecting-ip"] = client;
  return headers;
}

/** The body, or null as soon as it is known to be over MAX_BODY_BYTES (declared or read so far): the rest is not read. */
function readBody(request: IncomingMessage): Promise<string | null> {
  if (Number(request.headers["content-length"] ?? "0") > MAX_BODY_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off("data", onData);
      request.pause();
      resolve(null);
    };
    request.on("data", onData);
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** How deeply a JSON text nests arrays and objects (strings skipped), counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") deepest = Math.max(deepest, (depth += 1));
    else if (char === "}" || char === "]") depth -= 1;
  }
  return deepest;
}

function checkApiKey(request: IncomingMessage, anonKey: string): Answer | undefined {
  const key = request.headers.apikey;
  if (key === undefined) {
    return jsonAnswer(401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
  }
  if (key !== anonKey) {
    return jsonAnswer(401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
  }
  return undefined;
}

/** JSON (one object or an array of them) or CSV, as PostgREST takes them; a string is the reason the body is refused. */
function bodyRows(request: IncomingMessage, text: string): InsertRow | InsertRow[] | string {
  if ((request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() === "text/csv") return rowsFromCsv(text);
  if (jsonDepth(text) > MAX_JSON_DEPTH) return "Empty or invalid json";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "Empty or invalid json";
  }
  const isRow = (value: unknown): value is InsertRow => typeof value === "object" && value !== null && !Array.isArray(value);
  if (isRow(body) || (Array.isArray(body) && body.every(isRow))) return body;
  return "The body must be a JSON object or an array of objects";
}

async function answerInsert(db: SqlSession, request: IncomingMessage, table: string, requestPath: string): Promise<Answer> {
  const text = await readBody(request);
  if (text === null) return { ...postgrestError(413, "PGRST413", "Payload Too Large"), headers: { connection: "close" } };
  const body = bodyRows(request, text);
  if (typeof body === "string") return postgrestError(400, "PGRST102", body);
  const answer = await emulateInsert(db, { table, body, path: requestPath, headers: gatewayHeaders(request) });
  return answer.status === 201 ? { ...answer, headers: { "content-range": "*/*" } } : answer;
}

async function answer(database: () => Promise<SqlSession>, request: IncomingMessage, options: RestEndpointOptions): Promise<Answer> {
  if (request.method === "OPTIONS") {
    const asked = request.headers["access-control-request-headers"];
    return { status: 200, body: "", headers: asked ? { "access-control-allow-headers": asked } : {} };
  }
  const refused = checkApiKey(request, options.anonKey);
  if (refused) return refused;
  // The path as written (the gateway strips /rest/v1); PostgREST decodes it to find the table.
  const requestPath = `/${new URL(request.url ?? "/", "http://local").pathname.slice(REST_PREFIX.length)}`;
  let table: string;
  try {
    table = decodeURIComponent(requestPath.slice(1));
  } catch {
    return postgrestError(400, "PGRST100", `Malformed percent-encoding in the path ${requestPath}`);
  }
  if (request.method !== "POST") {
    return postgrestError(405, "LOCAL405", `The local enquiry store answers inserts only (POST ${REST_PREFIX}<table>), not ${request.method}`);
  }
  return answerInsert(await database(), request, table, requestPath);
}

/**
 * A Node/Express-style handler. Requests outside /rest/v1/ go to `next` (or get 404). `database`
 * may reject (store not available): the browser then gets a 503 in PostgREST's error shape.
 */
export function restEndpoint(database: () => Promise<SqlSession>, options: RestEndpointOptions) {
  return (request: IncomingMessage, response: ServerResponse, next?: () => void): void => {
    if (!(request.url ?? "").startsWith(REST_PREFIX)) {
      if (next) next();
      else response.writeHead(404).end();
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request.headers.host, options.allowedOrigins)) {
      const body = JSON.stringify({ code: "LOCAL403", details: null, hint: null, message: `The local enquiry store does not serve pages of ${origin}` });
      response.writeHead(403, { "content-type": "application/json; charset=utf-8", connection: "close" }).end(body);
      return;
    }
    const cors = origin === undefined ? {} : { ...CORS, "access-control-allow-origin": origin };
    void answer(database, request, options)
      .catch((error: unknown) =>
        postgrestError(503, "LOCAL503", `The local enquiry store is not available: ${error instanceof Error ? error.message : String(error)}`),
      )
      .then(({ status, body, headers }) => {
        response.writeHead(status, { ...cors, ...(body ? { "content-type": "application/json; charset=utf-8" } : {}), ...headers });
        response.end(body);
      });
  };
}
