/**
 * The check every page makes once it is idle (gatsby-browser): is an enquiry kept on this device
 * (./pending-enquiries.ts)? This module is in every page's first load, so it imports only the
 * storage rules: the code that sends, with supabase-js, is loaded only when one is waiting.
 */
import { PENDING_ENQUIRIES_STORAGE_KEY, isStillKept } from "./storage-rules";

/** What waits: "send" when an enquiry is still to be sent, "tell" when only expired ones are left. */
function pendingWork(): "send" | "tell" | null {
  try {
    const raw = window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY);
    if (raw === null) return null;
    const entries: unknown = JSON.parse(raw);
    if (!Array.isArray(entries) || entries.length === 0) return null;
    const now = Date.now();
    return entries.some((entry) => isStillKept((entry as { keptAt?: unknown } | null)?.keptAt, now)) ? "send" : "tell";
  } catch {
    return null;
  }
}

/**
 * When an enquiry waits, loads the sender and sends it, and again whenever the connection returns
 * while the page is open. Offline at that moment, the sender chunk itself may not load: the check
 * runs again when the connection returns. When only expired ones are left, the visitor is told
 * about them without loading the sender (and supabase-js).
 */
export function sendPendingAfterLoad(): void {
  const run = () => {
    const work = pendingWork();
    if (work === null) return;
    if (work === "tell") {
      import(/* webpackChunkName: "expired-enquiries" */ "./expired-enquiries").then(
        (expiry) => expiry.tellExpiredEnquiries(),
        () => window.addEventListener("online", run, { once: true }),
      );
      return;
    }
    import(/* webpackChunkName: "pending-enquiries" */ "./send-pending-enquiries").then(
      (sender) => {
        sender.sendPendingWhenOnline();
        return sender.sendPendingEnquiries();
      },
      () => window.addEventListener("online", run, { once: true }),
    );
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5_000 });
  else window.setTimeout(run, 1_000);
}
