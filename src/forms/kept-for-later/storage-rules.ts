/**
 * The rules of keeping an enquiry on this device (docs/forms.md, Kept for later): where it is kept
 * and for how long. Imports nothing: the check every page makes after load reads them.
 */
export const PENDING_ENQUIRIES_STORAGE_KEY = "pending-enquiries";

/** How long an enquiry is kept on a device: after that it is not sent, and the visitor is told. */
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Kept at `keptAt` (ms), is it still to be sent at `now`? One without a valid time counts as kept now (./pending-enquiries.ts stamps it). */
export function isStillKept(keptAt: unknown, now: number): boolean {
  return typeof keptAt !== "number" || now - keptAt < KEEP_FOR_MS;
}
