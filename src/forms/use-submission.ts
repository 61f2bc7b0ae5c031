import type { NotSentCopy } from "../lib/pending-enquiries";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { newSubmissionKey } from "../lib/submission-key";
import { insertContactSubmission, isUnreachable, type EnquiryPayload } from "../lib/supabase";
import { preloadToasts, showToast } from "../lib/toasts";
import { loadKeepForLater, preloadKeepForLater } from "./keep-offer";
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

export type SubmissionOutcome = "sent" | "failed" | "ignored";

type Messages = { successMessage: string; failureMessage: string; keptMessage: string; notSent: NotSentCopy };

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
 */
export function useSubmission({ successMessage, failureMessage, keptMessage, notSent }: Messages) {
  // The ref, not the state, guards: two submit events in one tick both see the old state.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useRef<string | undefined>(undefined);
  const unreached = useRef<EnquiryPayload | undefined>(undefined);
  const [offered, setOffered] = useState(false);

  const isBusy = useCallback(() => inFlight.current, []);

  const submit = useCallback(
    async (row: HomeRow | ContactPageRow, { discard = false } = {}): Promise<SubmissionOutcome> => {
      if (inFlight.current) return "ignored";
      inFlight.current = true;
      setSubmitting(true);
      setOffered(false);
      unreached.current = undefined;
      try {
        // Resolved decisions (docs/requirements.md): a bot that filled the honeypot gets the normal success and nothing is sent.
        if (!discard) {
          submissionKey.current ??= newSubmissionKey();
          const payload: EnquiryPayload = { ...row, submission_key: submissionKey.current };
          try {
            await insertContactSubmission(payload);
          } catch (error) {
            if (isUnreachable(error)) unreached.current = payload;
            throw error;
          }
        }
        submissionKey.current = undefined;
        void showToast("success", successMessage);
        return "sent";
      } catch (error) {
        console.error("Contact form: the enquiry was not stored.", error);
        void showToast("error", failureMessage);
        setOffered(unreached.current !== undefined);
        return "failed";
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [successMessage, failureMessage],
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

  return { submitting, isBusy, submit, offered, keep, decline };
}
