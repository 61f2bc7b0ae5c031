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

/** A request the backend has not answered by then is reported as failed, so the visitor can retry. */
export const INSERT_TIMEOUT_MS = 30_000;

let clientPromise: Promise<SupabaseClient> | undefined;

function getClient(): Promise<SupabaseClient> {
  const config = readSupabaseConfig();
  // Never a silent success: an unconfigured build must show the failure and say why.
  if (!config) return Promise.reject(new Error(MISSING_CONFIG_MESSAGE));
  clientPromise ??= import(/* webpackChunkName: "supabase" */ "@supabase/supabase-js")
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
 * Stores one enquiry. Resolves when the row is stored; rejects with the reason otherwise
 * (missing configuration, library not loaded, HTTP error, network failure, timeout).
 * No `.select()`: the anon role may insert but not read, and only `error` is used.
 */
export async function insertContactSubmission(row: HomeRow | ContactPageRow): Promise<void> {
  const client = await getClient();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), INSERT_TIMEOUT_MS);
  try {
    const { error } = await client.from(CONTACT_TABLE).insert(row).abortSignal(timeout.signal);
    if (error) throw error;
  } finally {
    clearTimeout(timer);
  }
}
