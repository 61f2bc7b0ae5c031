/**
 * What the two files of the forms' backend call share (./supabase.ts, the entry point every form
 * carries, and ./supabase-insert.ts, the chunk with supabase-js): the payload sent, and the error
 * for an enquiry that got no answer.
 */
import type { ContactPageRow, HomeRow } from "../submission-rows";

/** One submission as sent: the form's row and the key that makes it one enquiry (src/forms/backend/submission-key.ts). */
export type EnquiryPayload = (HomeRow | ContactPageRow) & { submission_key: string };

/**
 * The enquiry did not reach the backend, or no answer came back: offline, the connection dropped,
 * no answer in time, or the library could not be downloaded. Sending it again later with the same
 * key is safe (it may have been stored), unlike an answer that refused it. A plain Error with this
 * name and the original failure as `reason` (a subclass of Error would bring ~1 KB of Babel
 * helpers into the forms' first load).
 */
export const UNREACHABLE = "BackendUnreachableError";

export type UnreachableError = Error & { name: typeof UNREACHABLE; reason: unknown };

export function unreachable(reason: unknown): UnreachableError {
  return Object.assign(new Error("The enquiry did not reach the database (network failure or no answer)"), { name: UNREACHABLE, reason } as const);
}

export function isUnreachable(error: unknown): error is UnreachableError {
  return error instanceof Error && error.name === UNREACHABLE;
}
