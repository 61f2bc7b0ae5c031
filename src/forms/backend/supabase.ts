/**
 * The site's only call to its backend: one insert into public.contact_submissions (docs/requirements.md, Enquiry payload).
 *
 * What a page carries is only this entry point: the insert itself, with supabase-js
 * (src/forms/backend/supabase-insert.ts), is loaded with a dynamic import() the first time a form is sent,
 * so it is in no page's first load, and the client is created then, never while Gatsby renders
 * pages on the server (on Node 20 createClient() throws there: no native WebSocket for its
 * realtime client).
 */
import { loadOnce } from "../../lib/load-once";
import { unreachable, type EnquiryPayload } from "./enquiry-payload";

/**
 * An HTTP answer that sending again will not change: a 4xx (the row breaks a rule, the body or the
 * path is wrong), except 401 (a key the next build may fix), 408, 425 and 429 (later may work).
 * The status is the one supabase-insert.ts adds to the error it throws.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);
}

/** The insert chunk; a chunk that failed to load (offline for a moment) must not fail every later attempt. */
const loadInsert = loadOnce(() =>
  import(/* webpackChunkName: "supabase" */ "./supabase-insert").catch((error: unknown) => {
    throw unreachable(error);
  }),
);

/**
 * Loads the insert's code without sending anything; rejects (unreachable()) when it cannot be
 * loaded: offline, or gone from the host after a deploy (src/forms/stale-page.ts tells which).
 */
export async function loadInsertCode(): Promise<void> {
  await loadInsert();
}

/**
 * Stores one enquiry. Resolves when the row is stored, now or by an earlier send of the same key;
 * rejects with the reason otherwise: an unreachable() error when no answer came (network failure,
 * timeout, library not downloadable), the error supabase-js answers for an HTTP error, or the
 * missing configuration (src/forms/backend/supabase-insert.ts).
 */
export async function insertContactSubmission(payload: EnquiryPayload): Promise<void> {
  const { insert } = await loadInsert();
  await insert(payload);
}
