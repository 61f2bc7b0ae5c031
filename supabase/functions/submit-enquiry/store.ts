/**
 * Where the plain form's endpoint stores an enquiry: the database function
 * public.submit_form_enquiry (supabase/migrations/20261128090000_form_enquiries.sql), which inserts
 * one row with the table's rules and counts it for the visitor named by the address headers passed
 * on. The Edge Function calls it through PostgREST with the service role key (postgrestStore); the
 * local store calls it in SQL (supabase/local/form-store.ts). Runtime-neutral: fetch only.
 */
import type { ContactPageRow } from "../../../src/forms/submission-rows.ts";

/** The database function, also its PostgREST path below /rest/v1/rpc/. */
export const SUBMIT_FUNCTION = "submit_form_enquiry";

/** The headers the gateway sets that name the visitor (private.request_client_address reads them in this order). */
export const SENDER_HEADER_NAMES = ["cf-connecting-ip", "x-real-ip", "x-forwarded-for"] as const;

/** A row of either form (a home row has first and last name ""), with its submission key when the page sent a valid one. */
export type EnquiryRecord = ContactPageRow & { submission_key: string | null };

export type StoreAnswer =
  /** Stored now, or stored earlier (the same key, or the same enquiry from the same sender a moment ago). */
  | { outcome: "stored" }
  /** The sender's allowance is used up (PT429); `message` is the database's. */
  | { outcome: "limited"; message: string }
  /** Not stored for another reason (for the logs). */
  | { outcome: "failed"; reason: string };

export type StoreEnquiry = (enquiry: EnquiryRecord, senderHeaders: Record<string, string>) => Promise<StoreAnswer>;

/** The visitor's address headers among `headers`, as the gateway set them. */
export function senderHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SENDER_HEADER_NAMES) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** How long the function waits for the database's answer. */
export const STORE_TIMEOUT_MS = 10_000;

/**
 * The store of a Supabase project: `POST <project URL>/rest/v1/rpc/submit_form_enquiry` with the
 * service role key (the Edge runtime's SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY).
 */
export function postgrestStore(options: { supabaseUrl: string; serviceRoleKey: string; fetch?: typeof fetch }): StoreEnquiry {
  const send = options.fetch ?? fetch;
  const url = `${options.supabaseUrl.replace(/\/+$/, "")}/rest/v1/rpc/${SUBMIT_FUNCTION}`;
  return async (enquiry, sender) => {
    let response: Response;
    try {
      response = await send(url, {
        method: "POST",
        headers: {
          apikey: options.serviceRoleKey,
          authorization: `Bearer ${options.serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ enquiry, sender_headers: sender }),
        signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
      });
    } catch (error) {
      return { outcome: "failed", reason: `no answer from ${url}: ${error instanceof Error ? error.message : String(error)}` };
    }
    const text = await response.text();
    if (response.ok) return { outcome: "stored" };
    if (response.status === 429) {
      const message = errorMessage(text);
      if (message !== null) return { outcome: "limited", message };
    }
    return { outcome: "failed", reason: `${url} answered ${response.status}: ${text.slice(0, 500)}` };
  };
}

/** The `message` of PostgREST's error body, or null. */
function errorMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed && typeof parsed.message === "string") return parsed.message;
  } catch {
    // not JSON
  }
  return null;
}
