import { useCurrentPath } from "../lib/current-path";
import { configuredProjectUrl } from "./backend/supabase-config";
import { FORM_KIND_FIELD, FORM_PAGE_FIELD, enquiryEndpointUrl, type FormKind } from "./form-post";

/**
 * What a form's plain HTML submission needs beside its fields (./form-post.ts): the endpoint it
 * posts to and the hidden fields naming the form and the page it is on. The scripted path never
 * reads them; without scripts, or where the form's code could not run, the browser posts them.
 */
export function enquiryFormAction(): string {
  return enquiryEndpointUrl(configuredProjectUrl());
}

/** The hidden fields: which form posted, from which page (a refusal leads back there). */
export function PostFields({ form }: { form: FormKind }) {
  const page = useCurrentPath() ?? "/";
  return (
    <>
      <input type="hidden" name={FORM_KIND_FIELD} value={form} />
      <input type="hidden" name={FORM_PAGE_FIELD} value={page} />
    </>
  );
}
