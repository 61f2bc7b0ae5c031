/**
 * A visitor's enquiry in any engine (./engine-page.ts): the form found by the labels of
 * data/forms.json, the enquiry typed into it key by key, what its fields hold, and the rows the
 * database stored. What the journeys type is the same on every path (scripted, plain HTML).
 */
import type { PGlite } from "@electric-sql/pglite";
import type { formsInBuild } from "../enquiry-forms";
import type { EnginePage } from "./engine-page";
import { quoted } from "./journey-steps";

/** The visitor's enquiry, by the field keys of data/forms.json; each journey gives its own e-mail address. */
const ENQUIRY: Record<string, string> = {
  name: "Priya Raman",
  firstName: "Priya",
  lastName: "Raman",
  company: "Acme",
  message: "Two SAP consultants.",
};

/** The enquiry's values with this e-mail address, by field key (a form fills those it has). */
export const enquiryWith = (email: string): Record<string, string> => ({ ...ENQUIRY, email });

export type StoredEnquiry = { name: string; email: string; company: string; message: string };

/** The row the database stores for it, whichever form sent it. */
export const storedEnquiry = (email: string): StoredEnquiry => ({ name: "Priya Raman", email, company: ENQUIRY.company!, message: ENQUIRY.message! });

export type Form = ReturnType<typeof formsInBuild>[number];
export type FormOnPage = { selector: string; submit: string; fields: Array<{ key: string; selector: string; value: string }> };

/** The form's selector, its Send button's and the selector of each field `values` fills, found by the labels of data/forms.json. */
export async function formOnPage(page: EnginePage, form: Form, values: Record<string, string>): Promise<FormOnPage> {
  const selector = `form[aria-label=${quoted(form.label)}]`;
  const labels = Object.entries(form.copy.fields as Record<string, { label: string }>)
    .filter(([key]) => key in values)
    .map(([key, field]) => [key, field.label] as const);
  const ids = await page.evaluate(
    (formSelector: string, wanted: Array<readonly [string, string]>) => {
      const formElement = document.querySelector(formSelector);
      // A label's own words: the required marker beside them is hidden from assistive technology.
      const words = (label: Element) =>
        [...label.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
          .map((node) => node.textContent ?? "")
          .join("")
          .trim();
      const found = [...(formElement?.querySelectorAll("label") ?? [])].map((label) => [words(label), label.htmlFor] as const);
      return wanted.map(([key, text]) => [key, found.find(([labelText]) => labelText === text)?.[1] ?? ""] as const);
    },
    selector,
    labels,
  );
  const missing = ids.filter(([, id]) => !id).map(([key]) => key);
  if (missing.length > 0) throw new Error(`${form.route}: no label in "${form.label}" for ${missing.join(", ")}`);
  return {
    selector,
    submit: `${selector} button[type="submit"]`,
    fields: ids.map(([key, id]) => ({ key, selector: `[id=${quoted(id)}]`, value: values[key]! })),
  };
}

export async function fill(page: EnginePage, form: FormOnPage): Promise<void> {
  for (const field of form.fields) await page.type(field.selector, field.value);
}

/** What each of the form's fields holds now, in the order of `form.fields` ("missing" for a field not on the page). */
export function valuesOf(page: EnginePage, form: FormOnPage): Promise<string[]> {
  return page.evaluate(
    (selectors: string[]) => selectors.map((css) => document.querySelector<HTMLInputElement>(css)?.value ?? "missing"),
    form.fields.map((field) => field.selector),
  );
}

/** Every stored enquiry, in the order stored, read as the superuser. */
export async function storedEnquiries(db: PGlite): Promise<StoredEnquiry[]> {
  const result = await db.query<StoredEnquiry>("select name, email, company, message from public.contact_submissions order by id");
  return result.rows;
}
