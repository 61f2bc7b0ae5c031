import type { NotSentCopy } from "./kept-for-later/pending-enquiries";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { newSubmissionKey } from "./backend/submission-key";
import { isUnreachable, type EnquiryPayload } from "./backend/enquiry-payload";
import { insertContactSubmission } from "./backend/supabase";
import { preloadToasts, showToast } from "../ui/toasts";
import { loadKeepForLater, preloadKeepForLater } from "./kept-for-later/keep-offer";
import { sendPathGone, submitNatively } from "./stale-page";
import type { ContactPageRow, HomeRow } from "./submission-rows";

/**
 * For a form's onFocus: what a visitor may need after pressing send (the toasts, the offer to
 * keep the enquiry) loads while they type, so it is there even if the network is gone by then.
 */
export function preloadSubmissionChunks(): void {
  preloadToasts();
  preloadKeepForLater();
}

/**
 * The form's focus handler (preloadSubmissionChunks), also run once at mount when focus is
 * already inside: the visitor entered a field before the form's island came alive, and that focus
 * reached no handler.
 */
export function usePreloadOnFocus(formRef: RefObject<HTMLFormElement>): () => void {
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) preloadSubmissionChunks();
  }, [formRef]);
  return preloadSubmissionChunks;
}

/** "native": handed to the form's plain submission; the browser shows the endpoint's answer next. */
export type SubmissionOutcome = "sent" | "failed" | "ignored" | "native";

type Messages = { successMessage: string; failureMessage: string; keptMessage: string; notSent: NotSentCopy };
type SubmissionOptions = Messages & { formRef: RefObject<HTMLFormElement> };

/**
 * The send step both forms share (docs/requirements.md, States and Messages): idle → submitting → idle, one request
 * at a time, a toast for the outcome. The caller clears its fields when the outcome is "sent"
 * and keeps them otherwise, so a failed enquiry can be sent again as typed.
 *
 * Exactly once (docs/forms.md): a submission gets its key when first sent and keeps it through
 * every retry after a failure, so a retry of an enquiry that was stored after all stores nothing;
 * a success ends it, and the next submission gets a new key.
 *
 * Kept for later: when the enquiry did not reach the backend (no connection, no answer), the form
 * offers to keep it on this device (`offered`); only `keep()`, the visitor's choice, stores it.
 *
 * A stale page: when the enquiry did not reach the backend because the send path's code is gone
 * from the host while the browser is online (./stale-page.ts), the form's plain submission sends
 * it instead, with the same key; the button stays "Sending..." and `native` is set (the form
 * shows its note) while the browser posts and then shows the endpoint's answer.
 */
export function useSubmission({ successMessage, failureMessage, keptMessage, notSent, formRef }: SubmissionOptions) {
  // The ref, not the state, guards: two submit events in one tick both see the old state.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useRef<string | undefined>(undefined);
  const unreached = useRef<EnquiryPayload | undefined>(undefined);
  const [offered, setOffered] = useState(false);
  const [native, setNative] = useState(false);

  const isBusy = useCallback(() => inFlight.current, []);

  const submit = useCallback(
    async (row: HomeRow | ContactPageRow, { discard = false } = {}): Promise<SubmissionOutcome> => {
      if (inFlight.current) return "ignored";
      inFlight.current = true;
      setSubmitting(true);
      setOffered(false);
      unreached.current = undefined;
      // Handed to the plain submission: the page is leaving, "Sending..." stays until it has.
      let handedOver = false;
      let unsent: EnquiryPayload | undefined;
      try {
        // Resolved decisions (docs/requirements.md): a bot that filled the honeypot gets the normal success and nothing is sent.
        if (!discard) {
          submissionKey.current ??= newSubmissionKey();
          const payload: EnquiryPayload = { ...row, submission_key: submissionKey.current };
          try {
            await insertContactSubmission(payload);
          } catch (error) {
            if (isUnreachable(error)) unsent = unreached.current = payload;
            throw error;
          }
        }
        submissionKey.current = undefined;
        void showToast("success", successMessage);
        return "sent";
      } catch (error) {
        const form = formRef.current;
        if (unsent !== undefined && form && (await sendPathGone())) {
          console.warn(
            "Contact form: this page's code for sending is gone from the site (a newer version is published); the enquiry is posted by the plain form.",
            error,
          );
          handedOver = true;
          submitNatively(form, unsent.submission_key);
          unreached.current = undefined;
          setNative(true);
          return "native";
        }
        console.error("Contact form: the enquiry was not stored.", error);
        void showToast("error", failureMessage);
        setOffered(unreached.current !== undefined);
        return "failed";
      } finally {
        if (!handedOver) {
          inFlight.current = false;
          setSubmitting(false);
        }
      }
    },
    [successMessage, failureMessage, formRef],
  );

  /**
   * The visitor accepted the offer: the enquiry, with its key, waits on this device and is sent
   * when the connection returns or on the next visit. True when it was kept (the caller clears the
   * form: the enquiry is no longer its to send); false when the browser refused storage.
   */
  const keep = useCallback(async (): Promise<boolean> => {
    const payload = unreached.current;
    const keeper = await loadKeepForLater().catch(() => undefined);
    const kept = payload !== undefined && keeper !== undefined && keeper.keepForLater({ payload, sentMessage: successMessage, keptAt: Date.now(), notSent });
    if (!kept) {
      void showToast("error", failureMessage);
      return false;
    }
    unreached.current = undefined;
    submissionKey.current = undefined;
    setOffered(false);
    void showToast("success", keptMessage);
    return true;
  }, [successMessage, failureMessage, keptMessage, notSent]);

  /** The visitor declined: nothing is kept; the form still holds what was typed, and its key. */
  const decline = useCallback(() => {
    unreached.current = undefined;
    setOffered(false);
  }, []);

  return { submitting, isBusy, submit, offered, keep, decline, native };
}
