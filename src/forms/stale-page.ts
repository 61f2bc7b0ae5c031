import { loadInsertCode } from "./backend/supabase";
import { loadToasts } from "../ui/toasts";
import { SUBMISSION_KEY_FIELD } from "./form-post";
import { loadKeepForLater } from "./kept-for-later/keep-offer";

/**
 * Asked when an enquiry did not reach the backend: whether this page can no longer send by
 * script, because a chunk of the send path (the insert, the toasts, the offer to keep an enquiry)
 * cannot be loaded while the browser is online. A page left open across a deploy asks for chunks
 * the host no longer has (404); the enquiry then goes by the form's plain submission
 * (submitNatively), which needs none of them. Offline, or with every chunk there (the request got
 * no answer), it is false: the form offers to keep the enquiry for later (docs/forms.md).
 */
export async function sendPathGone(): Promise<boolean> {
  const loads = await Promise.allSettled([loadInsertCode(), loadToasts(), loadKeepForLater()]);
  return navigator.onLine && loads.some((load) => load.status === "rejected");
}

/**
 * Submits the form natively to the enquiry endpoint (its `action`), with the submission key, so an
 * earlier attempt of the same enquiry that was stored after all is not stored twice. The browser
 * then shows the endpoint's answer: the thank-you page, or a refusal that says what to do.
 */
export function submitNatively(form: HTMLFormElement, submissionKey: string): void {
  const existing = form.elements.namedItem(SUBMISSION_KEY_FIELD);
  const key = existing instanceof HTMLInputElement ? existing : form.appendChild(form.ownerDocument.createElement("input"));
  key.type = "hidden";
  key.name = SUBMISSION_KEY_FIELD;
  key.value = submissionKey;
  form.submit();
}
