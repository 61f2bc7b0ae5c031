/**
 * Enquiries a visitor chose to keep on this device after sending failed for want of a connection
 * (docs/forms.md, Kept for later). They wait in localStorage until they are stored, then are
 * deleted. Each keeps its payload with its submission key, so however often it is sent, and from
 * however many tabs, it is stored once.
 */
import { PENDING_ENQUIRIES_STORAGE_KEY, isStillKept } from "./storage-rules";
import type { EnquiryPayload } from "../backend/enquiry-payload";

/** The notice's texts (data/forms.json, keepForLater) and the team's e-mail (data/site.json), kept with the enquiry. */
export type NotSentCopy = { message: string; email: string; textLabel: string; copyLabel: string; copiedMessage: string; closeLabel: string };

export type PendingEnquiry = {
  payload: EnquiryPayload;
  /** The form's success message, shown when this enquiry is stored later, maybe on another page. */
  sentMessage: string;
  /** When it was kept (ms since 1970); absent in one kept by an older page (readPendingEnquiries then stamps it). */
  keptAt?: number;
  /** What the visitor is told if it cannot be sent (src/forms/kept-for-later/not-sent-notice.tsx); absent in one kept by an older page. */
  notSent?: NotSentCopy;
};

/** Still to be sent, or past the days an enquiry is kept (KEEP_FOR_MS). */
export function isExpired(entry: PendingEnquiry, now: number = Date.now()): boolean {
  return !isStillKept(entry.keptAt, now);
}

function isPendingEnquiry(value: unknown): value is PendingEnquiry {
  if (typeof value !== "object" || value === null || !("payload" in value) || !("sentMessage" in value)) return false;
  const { payload, sentMessage } = value;
  return typeof sentMessage === "string" && typeof payload === "object" && payload !== null && "submission_key" in payload;
}

/** A time an entry can have been kept at: a number of ms, not after `now`. */
function isValidKeptAt(keptAt: unknown, now: number): keptAt is number {
  return typeof keptAt === "number" && Number.isFinite(keptAt) && keptAt <= now;
}

/**
 * What waits on this device; nothing when storage is refused or holds something unreadable. An
 * entry without a valid `keptAt` (none, as an older page kept it; not a number; in the future, by
 * a clock set wrong) counts from now, when a page first sees it: its time is written back, so its
 * days end like every other entry's.
 */
export function readPendingEnquiries(now: number = Date.now()): PendingEnquiry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const entries = parsed.filter(isPendingEnquiry);
    if (entries.every((entry) => isValidKeptAt(entry.keptAt, now))) return entries;
    const stamped = entries.map((entry) => (isValidKeptAt(entry.keptAt, now) ? entry : { ...entry, keptAt: now }));
    writePendingEnquiries(stamped);
    return stamped;
  } catch {
    return [];
  }
}

function writePendingEnquiries(entries: PendingEnquiry[]): void {
  if (entries.length === 0) window.localStorage.removeItem(PENDING_ENQUIRIES_STORAGE_KEY);
  else window.localStorage.setItem(PENDING_ENQUIRIES_STORAGE_KEY, JSON.stringify(entries));
}

/** Keeps one enquiry (replacing one with the same key). False when the browser refuses storage. */
export function keepPendingEnquiry(entry: PendingEnquiry): boolean {
  try {
    const others = readPendingEnquiries().filter((kept) => kept.payload.submission_key !== entry.payload.submission_key);
    writePendingEnquiries([...others, entry]);
    return true;
  } catch {
    return false;
  }
}

/** Deletes a stored enquiry from the device; read again first, so what another tab kept meanwhile stays. */
export function forgetPendingEnquiry(submissionKey: string): void {
  try {
    writePendingEnquiries(readPendingEnquiries().filter((kept) => kept.payload.submission_key !== submissionKey));
  } catch {
    // Storage went away: nothing can be deleted, and a later send of the same key stores nothing.
  }
}
