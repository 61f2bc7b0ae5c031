/**
 * Sends the enquiries kept on this device (src/forms/kept-for-later/pending-enquiries.ts), each with its own
 * submission key: one already stored by an earlier send is answered as stored, so an enquiry is
 * never stored twice. Each one stored is deleted from the device and its form's success message
 * shown. One refused for good (isPermanentRefusal) is deleted and the visitor told once, with its
 * text to copy; one that fails otherwise stays for the next attempt, until its days are over
 * (then the same notice, src/forms/kept-for-later/expired-enquiries.ts).
 */
import { tellExpiredEnquiries } from "./expired-enquiries";
import { forgetPendingEnquiry, isExpired, readPendingEnquiries } from "./pending-enquiries";
import { isUnreachable } from "../backend/enquiry-payload";
import { insertContactSubmission, isPermanentRefusal } from "../backend/supabase";
import { showToast } from "../../ui/toasts";

let sending: Promise<void> | undefined;
let watchingConnection = false;

/**
 * Sends again whenever the browser reports the connection back ("online"), for as long as this
 * page is open: the forms ask for it when an enquiry is kept, the visit check when one is found.
 */
export function sendPendingWhenOnline(): void {
  if (watchingConnection) return;
  watchingConnection = true;
  window.addEventListener("online", () => {
    void sendPendingEnquiries();
  });
}

async function sendAll(): Promise<void> {
  // Known to be offline: the "online" event will bring us back.
  // Its synchronous part deletes the expired ones from the device before the loop reads it.
  void tellExpiredEnquiries();
  if (!navigator.onLine) return;
  for (const entry of readPendingEnquiries().filter((kept) => !isExpired(kept))) {
    const { payload, sentMessage } = entry;
    try {
      await insertContactSubmission(payload);
    } catch (error) {
      if (isPermanentRefusal(error)) {
        console.error("A kept enquiry was refused; it is no longer kept and the visitor is told.", error);
        forgetPendingEnquiry(payload.submission_key);
        const { showNotSentNotice } = await import(/* webpackChunkName: "not-sent-notice" */ "./not-sent-notice");
        await showNotSentNotice(entry);
        continue;
      }
      console.error("A kept enquiry was not stored yet; it stays on this device.", error);
      // Without a connection the others would fail the same way.
      if (isUnreachable(error)) return;
      continue;
    }
    forgetPendingEnquiry(payload.submission_key);
    void showToast("success", sentMessage);
  }
}

/** Sends what waits now; one run at a time per page. */
export function sendPendingEnquiries(): Promise<void> {
  sending ??= sendAll().finally(() => {
    sending = undefined;
  });
  return sending;
}
