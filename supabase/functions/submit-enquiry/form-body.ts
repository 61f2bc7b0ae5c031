/**
 * The plain form's body (`application/x-www-form-urlencoded`, src/forms/form-post.ts) read into the
 * values of its form. Runtime-neutral.
 */
import { FORM_FIELDS, FORM_KIND_FIELD, FORM_PAGE_FIELD, SUBMISSION_KEY_FIELD, isFormKind, type FormKind } from "../../../src/forms/form-post.ts";
import type { ContactPageValues, HomeValues } from "../../../src/forms/validation.ts";

export type FormPost =
  | { kind: "home"; page: string; submissionKey: string | null; values: HomeValues }
  | { kind: "contactPage"; page: string; submissionKey: string | null; values: ContactPageValues }
  /** No known `form` field: nothing to check or store. */
  | { kind: null; page: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path of the site: one "/" first, then letters, digits and `-._~/` only, never "//". Anything
 * else (another origin, `//host`, `\`, a scheme, a query) is "/": the page is only ever appended to
 * an allowed site origin.
 */
export function safePagePath(value: string | null): string {
  if (value !== null && /^\/[A-Za-z0-9\-._~/]*$/.test(value) && !value.includes("//")) return value;
  return "/";
}

function valuesOf<K extends FormKind>(kind: K, params: URLSearchParams): Record<(typeof FORM_FIELDS)[K][number], string> {
  const fields: readonly string[] = FORM_FIELDS[kind];
  return Object.fromEntries(fields.map((name) => [name, params.get(name) ?? ""])) as Record<(typeof FORM_FIELDS)[K][number], string>;
}

export function parseFormBody(body: string): FormPost {
  const params = new URLSearchParams(body);
  const page = safePagePath(params.get(FORM_PAGE_FIELD));
  const kind = params.get(FORM_KIND_FIELD);
  if (!isFormKind(kind)) return { kind: null, page };
  const key = params.get(SUBMISSION_KEY_FIELD) ?? "";
  const submissionKey = UUID.test(key) ? key.toLowerCase() : null;
  return kind === "home"
    ? { kind, page, submissionKey, values: valuesOf("home", params) }
    : { kind, page, submissionKey, values: valuesOf("contactPage", params) };
}
