import { useCallback, useRef, useState } from "react";
import { insertContactSubmission } from "../lib/supabase";
import { showToast } from "../lib/toasts";
import type { ContactPageRow, HomeRow } from "./submission-rows";

export type SubmissionOutcome = "sent" | "failed" | "ignored";

type Messages = { successMessage: string; failureMessage: string };

/**
 * The send step both forms share (docs/requirements.md, States and Messages): idle → submitting → idle, one request
 * at a time, a toast for the outcome. The caller clears its fields when the outcome is "sent"
 * and keeps them otherwise, so a failed enquiry can be sent again as typed.
 */
export function useSubmission({ successMessage, failureMessage }: Messages) {
  // The ref, not the state, guards: two submit events in one tick both see the old state.
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const isBusy = useCallback(() => inFlight.current, []);

  const submit = useCallback(
    async (row: HomeRow | ContactPageRow, { discard = false } = {}): Promise<SubmissionOutcome> => {
      if (inFlight.current) return "ignored";
      inFlight.current = true;
      setSubmitting(true);
      try {
        // Resolved decisions (docs/requirements.md): a bot that filled the honeypot gets the normal success and nothing is sent.
        if (!discard) await insertContactSubmission(row);
        void showToast("success", successMessage);
        return "sent";
      } catch (error) {
        console.error("Contact form: the enquiry was not stored.", error);
        void showToast("error", failureMessage);
        return "failed";
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [successMessage, failureMessage],
  );

  return { submitting, isBusy, submit };
}
