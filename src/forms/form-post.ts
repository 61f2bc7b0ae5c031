/**
 * The forms' plain HTML submission, shared by the page (the form's `action` and hidden fields) and
 * the endpoint that takes it (supabase/functions/submit-enquiry, and the local store under
 * `npm start`): where a form posts, what it posts, and where a delivered enquiry leads. Pure: no
 * React, no I/O, no JSON, so Deno and Node import it as it is.
 *
 * A form posts `application/x-www-form-urlencoded` to ENQUIRY_ENDPOINT_PATH on the backend's
 * origin: its fields by the names of its values (HomeValues, ContactPageValues in ./validation),
 * and hidden fields saying which form it is (FORM_KIND_FIELD) and which page it is on
 * (FORM_PAGE_FIELD). A delivered enquiry (or a bot's, which is dropped) is answered with 303 to
 * ENQUIRY_SENT_PATH on the site's own origin.
 */
import type { ContactPageValues, HomeValues } from "./validation.ts";

/** The endpoint's path below the backend's URL (GATSBY_SUPABASE_URL): Supabase serves Edge Functions at /functions/v1/<name>. */
export const ENQUIRY_ENDPOINT_PATH = "/functions/v1/submit-enquiry";

/** The site's page that thanks for an enquiry sent by the plain form. */
export const ENQUIRY_SENT_PATH = "/enquiry-sent";

/**
 * Where the site publishes the endpoint's texts (the build writes them from data/): the deployed
 * endpoint reads them from the site, so an editor's change reaches its pages without a new deploy.
 */
export const ENQUIRY_TEXTS_PATH = "/enquiry-texts.json";

/** Hidden field: which form posted ("home" or "contactPage", the keys of data/forms.json). */
export const FORM_KIND_FIELD = "form";
/** Hidden field: the path of the page the form is on, so a refusal leads back to it. */
export const FORM_PAGE_FIELD = "page";
/** Optional field: the submission key (a UUID), when the page could make one. */
export const SUBMISSION_KEY_FIELD = "submission_key";

export type FormKind = "home" | "contactPage";
export const FORM_KINDS: readonly FormKind[] = ["home", "contactPage"];

/** The value fields each form posts, in its document order. */
export const FORM_FIELDS = {
  home: ["name", "email", "phone", "company", "service", "message"],
  contactPage: ["firstName", "lastName", "email", "company", "phone", "service", "message", "website"],
} as const satisfies { home: ReadonlyArray<keyof HomeValues>; contactPage: ReadonlyArray<keyof ContactPageValues> };

/** The endpoint's URL for a backend URL (GATSBY_SUPABASE_URL, already resolved against the page's origin where it is a path). */
export function enquiryEndpointUrl(backendUrl: string): string {
  return `${backendUrl.replace(/\/+$/, "")}${ENQUIRY_ENDPOINT_PATH}`;
}

export function isFormKind(value: string | null): value is FormKind {
  return (FORM_KINDS as readonly (string | null)[]).includes(value);
}
