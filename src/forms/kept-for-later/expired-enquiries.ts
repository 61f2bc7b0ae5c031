/**
 * Kept enquiries past their days on the device (./storage-rules.ts, KEEP_FOR_MS):
 * each is deleted from the device and the visitor told once, with its text to copy. Loaded on its
 * own when nothing else waits, so supabase-js is not loaded for them.
 */
import { forgetPendingEnquiry, isExpired, readPendingEnquiries } from "./pending-enquiries";

/** Deletes the expired ones and shows each one's notice; resolves when all are shown. */
export async function tellExpiredEnquiries(): Promise<void> {
  const expired = readPendingEnquiries().filter((entry) => isExpired(entry));
  if (expired.length === 0) return;
  for (const entry of expired) forgetPendingEnquiry(entry.payload.submission_key);
  const { showNotSentNotice } = await import(/* webpackChunkName: "not-sent-notice" */ "./not-sent-notice");
  await Promise.all(expired.map((entry) => showNotSentNotice(entry)));
}
