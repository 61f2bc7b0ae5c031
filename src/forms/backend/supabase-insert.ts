/**
 * The insert itself, with supabase-js: a chunk of its own that src/forms/backend/supabase.ts loads the first
 * time a form is sent (docs/forms.md). Imported by nothing else.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { unreachable, type EnquiryPayload } from "./enquiry-payload";
import { MISSING_CONFIG_MESSAGE, readSupabaseConfig } from "./supabase-config";

export const CONTACT_TABLE = "contact_submissions";

/**
 * The unique constraint on the key (supabase/migrations). A resent submission normally gets a
 * plain 201 (the database skips a known key); only when two sends of one key overlap does the
 * second meet this constraint (409, code 23505). Either way the enquiry is stored once: success.
 */
export const SUBMISSION_KEY_CONSTRAINT = "contact_submissions_submission_key_key";

/** A request the backend has not answered by then is reported as failed, so the visitor can retry. */
export const INSERT_TIMEOUT_MS = 30_000;

type PostgrestError = { code?: string; message?: string; details?: string | null };

function isResentSubmission(error: PostgrestError): boolean {
  return error.code === "23505" && `${error.message ?? ""} ${error.details ?? ""}`.includes(SUBMISSION_KEY_CONSTRAINT);
}

let client: SupabaseClient | undefined;

function getClient(): SupabaseClient {
  const config = readSupabaseConfig();
  // Never a silent success: an unconfigured build must show the failure and say why.
  if (!config) throw new Error(MISSING_CONFIG_MESSAGE);
  // docs/requirements.md, Enquiry payload: anonymous key, session kept in localStorage, tokens refreshed automatically
  // (supabase-js falls back to memory when the browser refuses localStorage).
  client ??= createClient(config.url, config.anonKey, { auth: { persistSession: true, autoRefreshToken: true } });
  return client;
}

/**
 * Stores one enquiry (see insertContactSubmission). No `.select()`: the anon role may insert but
 * not read, and only `error` is used.
 */
export async function insert(payload: EnquiryPayload): Promise<void> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), INSERT_TIMEOUT_MS);
  try {
    const { error, status } = await getClient().from(CONTACT_TABLE).insert(payload).abortSignal(timeout.signal);
    if (!error || isResentSubmission(error)) return;
    // supabase-js answers status 0 when fetch itself failed or was aborted: no HTTP answer at all.
    // Otherwise the HTTP status goes with the error (isPermanentRefusal in src/forms/backend/supabase.ts).
    throw status === 0 ? unreachable(error) : Object.assign(error, { status });
  } finally {
    clearTimeout(timer);
  }
}
