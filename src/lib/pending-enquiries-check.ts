/**
 * The check every page makes once it is idle (gatsby-browser): is an enquiry kept on this device
 * (src/lib/pending-enquiries.ts)? This module is in every page's first load, so it imports
 * nothing: the code that sends, with supabase-js, is loaded only when one is waiting.
 */
export const PENDING_ENQUIRIES_STORAGE_KEY = "pending-enquiries";

function hasPendingEnquiries(): boolean {
  try {
    return window.localStorage.getItem(PENDING_ENQUIRIES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * When an enquiry waits, loads the sender and sends it, and again whenever the connection returns
 * while the page is open. Offline at that moment, the sender chunk itself may not load: the check
 * runs again when the connection returns.
 */
export function sendPendingAfterLoad(): void {
  const run = () => {
    if (!hasPendingEnquiries()) return;
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
