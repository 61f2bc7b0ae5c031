/**
 * The site's only call to its backend: one insert into public.contact_submissions (docs/requirements.md, Enquiry payload).
 *
 * supabase-js is loaded with a dynamic import() the first time a form is sent, so it is in no
 * page's first load, and the client is created then, never while Gatsby renders pages on the
 * server (on Node 20 createClient() throws there: no native WebSocket for its realtime client).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { ContactPageRow, HomeRow } from "../forms/submission-rows";
import { MISSING_CONFIG_MESSAGE, readSupabaseConfig } from "./supabase-config";

export const CONTACT_TABLE = "contact_submissions";

/** One submission as sent: the form's row and the key that makes it one enquiry (src/lib/submission-key.ts). */
export type EnquiryPayload = (HomeRow | ContactPageRow) & { submission_key: string };

/**
 * The unique constraint on the key (supabase/migrations). A resent submission normally gets a
 * plain 201 (the database skips a known key); only when two sends of one key overlap does the
 * second meet this constraint (409, code 23505). Either way the enquiry is stored once: success.
 */
export const SUBMISSION_KEY_CONSTRAINT = "contact_submissions_submission_key_key";

/**
 * The enquiry did not reach the backend, or no answer came back: offline, the connection dropped,
 * no answer within INSERT_TIMEOUT_MS, or the library could not be downloaded. Sending it again
 * later with the same key is safe (it may have been stored), unlike an answer that refused it.
 * A plain Error with this name and the original failure as `reason` (a subclass of Error would
 * bring ~1 KB of Babel helpers into the forms' first load).
 */
export const UNREACHABLE = "BackendUnreachableError";

export type UnreachableError = Error & { name: typeof UNREACHABLE; reason: unknown };

export function unreachable(reason: unknown): UnreachableError {
  return Object.assign(new Error("The enquiry did not reach the database (network failure or no answer)"), { name: UNREACHABLE, reason } as const);
}

export function isUnreachable(error: unknown): error is UnreachableError {
  return error instanceof Error && error.name === UNREACHABLE;
}

type PostgrestError = { code?: string; message?: string; details?: string | null };

function isResentSubmission(error: PostgrestError): boolean {
  return error.code === "23505" && `${error.message ?? ""} ${error.details ?? ""}`.includes(SUBMISSION_KEY_CONSTRAINT);
}

/** A request the backend has not answered by then is reported as failed, so the visitor can retry. */
export const INSERT_TIMEOUT_MS = 30_000;

let clientPromise: Promise<SupabaseClient> | undefined;

function getClient(): Promise<SupabaseClient> {
  const config = readSupabaseConfig();
  // Never a silent success: an unconfigured build must show the failure and say why.
  if (!config) return Promise.reject(new Error(MISSING_CONFIG_MESSAGE));
  clientPromise ??= import(/* webpackChunkName: "supabase" */ "@supabase/supabase-js")
    .catch((error: unknown) => {
      throw unreachable(error);
    })
    .then(({ createClient }) =>
      // docs/requirements.md, Enquiry payload: anonymous key, session kept in localStorage, tokens refreshed automatically
      // (supabase-js falls back to memory when the browser refuses localStorage).
      createClient(config.url, config.anonKey, { auth: { persistSession: true, autoRefreshToken: true } }),
    )
    .catch((error: unknown) => {
      // A chunk that failed to load (offline for a moment) must not fail every later attempt.
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}

/**
 * Stores one enquiry. Resolves when the row is stored, now or by an earlier send of the same key;
 * rejects with the reason otherwise: an unreachable() error when no answer came (network failure,
 * timeout, library not loaded), the error supabase-js answers for an HTTP error, or the missing
 * configuration. No `.select()`: the anon role may insert but not read, and only `error` is used.
 */
export async function insertContactSubmission(payload: EnquiryPayload): Promise<void> {
  const client = await getClient();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), INSERT_TIMEOUT_MS);
  try {
    const { error, status } = await client.from(CONTACT_TABLE).insert(payload).abortSignal(timeout.signal);
    if (!error || isResentSubmission(error)) return;
    // supabase-js answers status 0 when fetch itself failed or was aborted: no HTTP answer at all.
    throw status === 0 ? unreachable(error) : error;
  } finally {
    clearTimeout(timer);
  }
}
