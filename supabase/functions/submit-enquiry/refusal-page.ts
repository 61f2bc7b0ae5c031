/**
 * The page the plain form's endpoint answers with when it did not store an enquiry: in the site's
 * words (labels and texts of data/forms.json, the team's e-mail and phone of data/site.json, the
 * messages of src/forms/validation.ts), saying what to fix or whom to write to, with the enquiry
 * as typed in a form that posts to the endpoint again, and a link back to the page it came from.
 *
 * Plain HTML, no script: `lang`, a title, one h1, every field labelled, an invalid field marked
 * `aria-invalid` and tied to its message with `aria-describedby`, a visible focus ring, colours of
 * at least 4.5:1. Served with a policy of its own (refusalHeaders): nothing loads, the form may
 * only post to the endpoint and be led to the site's thank-you page. Runtime-neutral.
 */
import { ENQUIRY_SENT_PATH, FORM_FIELDS, FORM_KIND_FIELD, FORM_PAGE_FIELD, SUBMISSION_KEY_FIELD, type FormKind } from "../../../src/forms/form-post.ts";
import { EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "../../../src/forms/input-patterns.ts";
import { LIMITS } from "../../../src/forms/validation.ts";
import type { FieldErrors } from "./field-errors.ts";

type FieldText = { label: string; placeholder?: string; helper?: string };
type FormText = { formLabel: string; fields: Record<string, FieldText>; privacyNote: string };

/** What the pages say, read from data/forms.json and data/site.json by the entry points. */
export type PageCopy = {
  forms: {
    services: ReadonlyArray<{ value: string; label: string; contactPageLabel?: string }>;
    servicePlaceholder: string;
    requiredNote: string;
    submitLabel: string;
    failureMessage: string;
    /** The refusal pages' own texts. */
    plainForm: { limitMessage: string };
    home: FormText;
    contactPage: FormText;
  };
  site: {
    name: string;
    language: string;
    titleTemplate: string;
    contact: { email: string; phone: string };
    footer: { contactTitle: string };
  };
};

const fieldText = ({ label, placeholder, helper }: FieldText): FieldText => ({
  label,
  ...(placeholder === undefined ? {} : { placeholder }),
  ...(helper === undefined ? {} : { helper }),
});
const formText = ({ formLabel, fields, privacyNote }: FormText): FormText => ({
  formLabel,
  fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, fieldText(text)])),
  privacyNote,
});

/**
 * Only what the pages say, out of the wider data files: what the build publishes at
 * ENQUIRY_TEXTS_PATH for the deployed endpoint (./published-texts.ts), and no more.
 */
export function pageCopyOf({ forms, site }: PageCopy): PageCopy {
  return {
    forms: {
      services: forms.services.map(({ value, label, contactPageLabel }) => ({ value, label, ...(contactPageLabel === undefined ? {} : { contactPageLabel }) })),
      servicePlaceholder: forms.servicePlaceholder,
      requiredNote: forms.requiredNote,
      submitLabel: forms.submitLabel,
      failureMessage: forms.failureMessage,
      plainForm: { limitMessage: forms.plainForm.limitMessage },
      home: formText(forms.home),
      contactPage: formText(forms.contactPage),
    },
    site: {
      name: site.name,
      language: site.language,
      titleTemplate: site.titleTemplate,
      contact: { email: site.contact.email, phone: site.contact.phone },
      footer: { contactTitle: site.footer.contactTitle },
    },
  };
}

/** The enquiry as posted, to be shown again. */
export type TypedEnquiry = { kind: FormKind; submissionKey: string | null; values: Record<string, string>; errors: FieldErrors };

export type RefusalPage = {
  /** The h1 and the title. */
  heading: string;
  /** Paragraphs under the heading. */
  lead: readonly string[];
  /** The form to show again, when the body could be read. */
  typed?: TypedEnquiry;
  /** The path of the page the form is on; with `siteOrigin` the link back. */
  page: string;
  siteOrigin: string | undefined;
  /** Where the form posts: the endpoint's URL. */
  endpointUrl: string;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

type Control = { type: "text" | "email" | "tel" | "select" | "textarea"; max?: number; required?: boolean; autocomplete?: string; pattern?: string };

/** Each form's inputs, as its page renders them (src/forms/home-contact-form.tsx, contact-page-form.tsx). */
const CONTROLS: Record<FormKind, Record<string, Control>> = {
  home: {
    name: { type: "text", max: LIMITS.name, required: true, autocomplete: "name" },
    email: { type: "email", max: LIMITS.email, required: true, autocomplete: "email", pattern: EMAIL_INPUT_PATTERN },
    phone: { type: "tel", max: LIMITS.phone, autocomplete: "tel", pattern: PHONE_INPUT_PATTERN },
    company: { type: "text", max: LIMITS.company, autocomplete: "organization" },
    service: { type: "select" },
    message: { type: "textarea", max: LIMITS.message, required: true },
  },
  contactPage: {
    firstName: { type: "text", max: LIMITS.firstName, required: true, autocomplete: "given-name" },
    lastName: { type: "text", max: LIMITS.lastName, required: true, autocomplete: "family-name" },
    email: { type: "email", max: LIMITS.email, required: true, autocomplete: "email" },
    company: { type: "text", max: LIMITS.company, autocomplete: "organization" },
    phone: { type: "tel", max: LIMITS.phone, autocomplete: "tel" },
    service: { type: "select" },
    message: { type: "textarea", max: LIMITS.message, required: true },
  },
};

const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { font-size: 1.75rem; line-height: 1.25; }
  a { color: #1d4ed8; }
  .errors { border-left: 4px solid #b91c1c; padding: 0.25rem 1rem; }
  .error { color: #b91c1c; font-weight: 600; margin: 0.25rem 0 0; }
  .hint { color: #4a4a4a; margin: 0.25rem 0 0; }
  .field { margin: 1rem 0; }
  label { display: block; font-weight: 600; }
  input, select, textarea { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem; font: inherit; color: #1a1a1a; background: #fff; border: 1px solid #6b6b6b; border-radius: 4px; }
  [aria-invalid="true"] { border: 2px solid #b91c1c; }
  button { padding: 0.75rem 1.5rem; font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 4px; cursor: pointer; }
  a:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  .off-screen { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;

/** `tel:` href of a display number such as "+1 (555) 010-0100", as the site writes it (src/lib/use-site-data.ts, telHref). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function fieldHtml(copy: PageCopy, kind: FormKind, name: string, control: Control, value: string, error: string | undefined): string {
  const text = copy.forms[kind].fields[name];
  if (!text) return "";
  const id = `field-${name}`;
  const describedBy = [text.helper ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    control.required ? "required" : "",
    control.max !== undefined ? `maxlength="${control.max}"` : "",
    control.autocomplete ? `autocomplete="${control.autocomplete}"` : "",
    control.pattern ? `pattern="${escapeHtml(control.pattern)}"` : "",
    text.placeholder ? `placeholder="${escapeHtml(text.placeholder)}"` : "",
    error ? 'aria-invalid="true"' : "",
    describedBy ? `aria-describedby="${describedBy}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  let input: string;
  if (control.type === "textarea") input = `<textarea ${attributes} rows="6">${escapeHtml(value)}</textarea>`;
  else if (control.type === "select") {
    const options = [
      { value: "", label: copy.forms.servicePlaceholder },
      ...copy.forms.services.map((service) => ({ value: service.value, label: (kind === "contactPage" && service.contactPageLabel) || service.label })),
    ];
    input = `<select ${attributes}>${options
      .map((option) => `<option value="${escapeHtml(option.value)}"${option.value === value.trim() ? " selected" : ""}>${escapeHtml(option.label)}</option>`)
      .join("")}</select>`;
  } else input = `<input type="${control.type}" ${attributes} value="${escapeHtml(value)}">`;
  return [
    '<div class="field">',
    `<label for="${id}">${escapeHtml(text.label)}${control.required ? " *" : ""}</label>`,
    input,
    text.helper ? `<p class="hint" id="${id}-hint">${escapeHtml(text.helper)}</p>` : "",
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "",
    "</div>",
  ].join("");
}

function formHtml(copy: PageCopy, page: RefusalPage, typed: TypedEnquiry): string {
  const controls = CONTROLS[typed.kind];
  const fields = (FORM_FIELDS[typed.kind] as readonly string[]).filter((name) => name in controls);
  const errorList = fields.filter((name) => typed.errors[name]);
  const hidden = [[FORM_KIND_FIELD, typed.kind], [FORM_PAGE_FIELD, page.page], ...(typed.submissionKey ? [[SUBMISSION_KEY_FIELD, typed.submissionKey]] : [])];
  return [
    errorList.length > 0
      ? `<ul class="errors">${errorList
          .map(
            (name) =>
              `<li><a href="#field-${name}">${escapeHtml(copy.forms[typed.kind].fields[name]?.label ?? name)}: ${escapeHtml(typed.errors[name] ?? "")}</a></li>`,
          )
          .join("")}</ul>`
      : "",
    // The contact page checks on the server only (its page says noValidate); the home form lets the browser check first, as its page does.
    `<form method="post" action="${escapeHtml(page.endpointUrl)}" aria-label="${escapeHtml(copy.forms[typed.kind].formLabel)}"${typed.kind === "contactPage" ? " novalidate" : ""}>`,
    `<p>${escapeHtml(copy.forms.requiredNote)}</p>`,
    ...hidden.map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? "")}">`),
    ...fields.map((name) => fieldHtml(copy, typed.kind, name, controls[name] as Control, typed.values[name] ?? "", typed.errors[name])),
    // The honeypot, as on the contact page (src/forms/honeypot.tsx): out of sight, reach and hearing.
    typed.kind === "contactPage"
      ? '<div class="off-screen" aria-hidden="true"><label for="field-website">Leave this field empty</label><input id="field-website" type="text" name="website" tabindex="-1" autocomplete="off" value=""></div>'
      : "",
    `<button type="submit">${escapeHtml(copy.forms.submitLabel)}</button>`,
    `<p>${escapeHtml(copy.forms[typed.kind].privacyNote)}</p>`,
    "</form>",
  ].join("\n");
}

export function refusalPageHtml(copy: PageCopy, page: RefusalPage): string {
  const { site } = copy;
  const back = page.siteOrigin
    ? `<p><a href="${escapeHtml(`${page.siteOrigin}${page.page}`)}">${escapeHtml(page.typed ? copy.forms[page.typed.kind].formLabel : site.name)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(site.titleTemplate.replace("%s", page.heading))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
${page.lead.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${page.typed ? formHtml(copy, page, page.typed) : ""}
<h2>${escapeHtml(site.footer.contactTitle)}</h2>
<ul>
<li><a href="mailto:${escapeHtml(site.contact.email)}">${escapeHtml(site.contact.email)}</a></li>
<li><a href="${escapeHtml(telHref(site.contact.phone))}">${escapeHtml(site.contact.phone)}</a></li>
</ul>
${back}
</main>
</body>
</html>
`;
}

/** The policy of a refusal page: no script or other resource; inline style; the form posts to the endpoint and is led to the thank-you page. */
export function refusalPagePolicy(endpointUrl: string, siteOrigin: string | undefined): string {
  const formTargets = [endpointUrl, ...(siteOrigin ? [`${siteOrigin}${ENQUIRY_SENT_PATH}`] : [])];
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets.join(" ")}; base-uri 'none'; frame-ancestors 'none'`;
}

export function refusalHeaders(endpointUrl: string, siteOrigin: string | undefined): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": refusalPagePolicy(endpointUrl, siteOrigin),
    // What was typed is personal data: kept by no cache.
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
  };
}
