import type { PGlite } from "@electric-sql/pglite";
import type { BrowserContext, Page, Request } from "playwright-core";
import { emulateInsert } from "../../supabase/local/postgrest-insert";
import type { ContactPageRow } from "../../src/forms/submission-rows";

/**
 * The project URL and key the build under test was made with (scripts/test.sh sets them; another
 * loopback port lets two checkouts test side by side): answered here, nothing leaves the machine.
 */
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL ?? "http://127.0.0.1:54321";
export const ANON_KEY = "test-anon-key";
export const INSERT_ROUTE = `${SUPABASE_URL}/rest/v1/contact_submissions*`;

export type CapturedInsert = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
};

type Answer = { status: number; body: string };

export type BackendOptions = {
  /** The client address the API gateway would add; distinct per test so the rate limit stays out of the way. */
  forwardedFor: string;
  /** The route waits for it before answering, so a test can look at the form mid-request. */
  hold?: Promise<unknown>;
  /** Changes the body before the database sees it, e.g. to provoke a CHECK violation the form would never send. */
  tamper?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Answers without the database, e.g. a 500 from the gateway; "abort" fails the request at the network level. */
  answer?: Answer | "abort";
  /** The database stores the row, then the connection drops before the answer reaches the browser. */
  loseAnswer?: boolean;
};

async function capture(request: Request): Promise<CapturedInsert> {
  return {
    method: request.method(),
    url: request.url(),
    headers: await request.allHeaders(),
    body: request.postDataJSON() as Record<string, unknown>,
  };
}

async function answerFromDatabase(db: PGlite | null, captured: CapturedInsert, options: BackendOptions): Promise<Answer> {
  if (!db) throw new Error("routeInsertsToDatabase: give a database or a fixed answer");
  return emulateInsert(db, {
    table: "contact_submissions",
    body: options.tamper ? options.tamper(captured.body) : captured.body,
    headers: { ...captured.headers, "x-forwarded-for": options.forwardedFor },
  });
}

/**
 * Answers the browser's inserts the way Supabase would: each request runs through PostgREST's
 * emulation against a real Postgres (PGlite) with this repository's migrations, and the
 * browser gets its status and body. Returns what the browser sent, for the test to check. Routed
 * for a whole context or for one page (a tab the file's tests share).
 */
export async function routeInsertsToDatabase(target: BrowserContext | Page, db: PGlite | null, options: BackendOptions) {
  const requests: CapturedInsert[] = [];
  const answers: Answer[] = [];
  await target.route(INSERT_ROUTE, async (route) => {
    const request = route.request();
    const cors = { "access-control-allow-origin": (await request.headerValue("origin")) ?? "*" };
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: { ...cors, "access-control-allow-headers": "*", "access-control-allow-methods": "POST" } });
      return;
    }
    const captured = await capture(request);
    requests.push(captured);
    await options.hold;
    if (options.answer === "abort") {
      await route.abort("failed");
      return;
    }
    const answer = options.answer ?? (await answerFromDatabase(db, captured, options));
    answers.push(answer);
    if (options.loseAnswer) {
      await route.abort("connectionreset");
      return;
    }
    await route.fulfill({
      status: answer.status,
      body: answer.body,
      headers: { ...cors, ...(answer.body ? { "content-type": "application/json; charset=utf-8" } : {}) },
    });
  });
  return { requests, answers };
}

/** Every row has the contact page's columns; home form rows leave first and last name empty. */
export type StoredRow = ContactPageRow;

/** Every stored enquiry, read as the superuser (anon may not read them). */
export async function storedRows(db: PGlite): Promise<StoredRow[]> {
  const result = await db.query<StoredRow>(
    "select first_name, last_name, name, email, phone, company, service, message from public.contact_submissions order by id",
  );
  return result.rows;
}

/** The submission key of every stored enquiry, in the order stored. */
export async function storedKeys(db: PGlite): Promise<Array<string | null>> {
  const result = await db.query<{ submission_key: string | null }>("select submission_key from public.contact_submissions order by id");
  return result.rows.map((row) => row.submission_key);
}

export async function emptyTables(db: PGlite): Promise<void> {
  await db.exec("truncate public.contact_submissions cascade; truncate private.contact_submission_writes;");
}
