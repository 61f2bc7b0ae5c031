/**
 * The rules both contact forms apply before anything is sent (docs/requirements.md, Validation and
 * Resolved decisions). Pure functions only: no React, no I/O, so the same code
 * runs in the forms, in unit tests and in the property tests that compare it with
 * the database constraints in supabase/migrations.
 *
 * Two conventions hold for every rule, and the database mirrors both:
 * - A rule looks at the value after `.trim()`, because the trimmed value is what
 *   submission-rows.ts sends and the database stores.
 * - A length is `.length`, i.e. UTF-16 code units: the unit the browser's
 *   `maxlength` attribute counts, so an input capped at LIMITS.x never holds a
 *   value this module calls too long.
 */

import formsSchema from "../../data/schemas/forms.schema.json";

export const LIMITS = {
  firstName: 50,
  lastName: 50,
  /** firstName + " " + lastName; the home form's single name field reuses it as its cap. */
  name: 101,
  /** The longest address SMTP carries. */
  email: 254,
  /** Any phone number with its separators and a leading +. */
  phone: 32,
  company: 100,
  message: 2000,
  phoneMinChars: 10,
} as const;

/** Resolved decisions (docs/requirements.md): one `@`, a `.` in the domain part, no white space anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Resolved decisions (docs/requirements.md): optional leading `+`, then 10 or more digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/**
 * docs/requirements.md, "Service choice values": the enum of data/schemas/forms.schema.json, which
 * also makes the GraphQL enum FormServiceValue (the database's CHECK list repeats them in SQL).
 */
export type ServiceValue = Queries.FormServiceValue;
export const SERVICE_VALUES = formsSchema.definitions.service.properties.value.enum as readonly ServiceValue[];

/**
 * Every user-facing validation text, written once. The first eight are the exact
 * words of docs/requirements.md. The "too long" ones and `serviceInvalid` have no wording in
 * docs/requirements.md (the inputs are capped with maxlength and the services are a fixed list);
 * they exist so a value that bypasses the input (pasted by script, tampered
 * request) still gets a readable message instead of a database error.
 */
export const MESSAGES = {
  required: "This field is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  messageTooLong: "Message must be less than 2000 characters",
  firstName: "Please enter a valid first name",
  lastName: "Please enter a valid last name",
  fixErrors: "Please fix the errors in the form",
  homeRequired: "Please fill in all required fields (Name, Email, and Message)",
  companyTooLong: "Company name must be 100 characters or fewer",
  nameTooLong: "Name must be 101 characters or fewer",
  emailTooLong: "Email address must be 254 characters or fewer",
  phoneTooLong: "Phone number must be 32 characters or fewer",
  serviceInvalid: "Please choose a service from the list",
} as const;

export type ContactPageValues = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
  /** Honeypot: hidden from people, filled by bots. See isSpam. */
  website: string;
};
export type ContactPageField = Exclude<keyof ContactPageValues, "website">;
export type ContactPageErrors = Partial<Record<ContactPageField, string>>;

export type HomeValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
};

const ANGLE_BRACKET = /[<>]/;

function isServiceValue(value: string): value is ServiceValue {
  return (SERVICE_VALUES as readonly string[]).includes(value);
}

/** docs/requirements.md: over 50 characters or containing angle brackets is not a valid name. */
function isValidPersonName(trimmed: string, limit: number): boolean {
  return trimmed.length <= limit && !ANGLE_BRACKET.test(trimmed);
}

/**
 * Contact page rules (docs/requirements.md, Validation). Returns `{}` when the values may be
 * sent, otherwise one message per failing field. Within a field "required" wins
 * over format and length, so an empty field never says "invalid".
 */
export function validateContactPage(values: ContactPageValues): ContactPageErrors {
  const errors: ContactPageErrors = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  const company = values.company.trim();
  const phone = values.phone.trim();
  const service = values.service.trim();
  const message = values.message.trim();

  if (firstName === "") errors.firstName = MESSAGES.required;
  else if (!isValidPersonName(firstName, LIMITS.firstName)) errors.firstName = MESSAGES.firstName;

  if (lastName === "") errors.lastName = MESSAGES.required;
  else if (!isValidPersonName(lastName, LIMITS.lastName)) errors.lastName = MESSAGES.lastName;

  if (email === "") errors.email = MESSAGES.required;
  else if (email.length > LIMITS.email) errors.email = MESSAGES.emailTooLong;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.email;

  if (phone.length > LIMITS.phone) errors.phone = MESSAGES.phoneTooLong;
  else if (phone !== "" && !PHONE_PATTERN.test(phone)) errors.phone = MESSAGES.phone;

  if (company.length > LIMITS.company) errors.company = MESSAGES.companyTooLong;

  // The select only offers these values; anything else was typed into a request by hand.
  if (service !== "" && !isServiceValue(service)) errors.service = MESSAGES.serviceInvalid;

  if (message === "") errors.message = MESSAGES.required;
  else if (message.length > LIMITS.message) errors.message = MESSAGES.messageTooLong;

  return errors;
}

/** Home form (docs/requirements.md, Validation and Resolved decisions): name, email and message must be non-empty after trimming. */
export function hasHomeRequiredFields(values: HomeValues): boolean {
  return values.name.trim() !== "" && values.email.trim() !== "" && values.message.trim() !== "";
}

/**
 * The home form's inputs carry these caps as `maxlength`; a value longer than its cap (set by a
 * script, or pasted where the browser does not enforce the cap) gets the field's message here.
 */
const HOME_CAPS = [
  ["name", LIMITS.name, MESSAGES.nameTooLong],
  ["email", LIMITS.email, MESSAGES.emailTooLong],
  ["phone", LIMITS.phone, MESSAGES.phoneTooLong],
  ["company", LIMITS.company, MESSAGES.companyTooLong],
  ["message", LIMITS.message, MESSAGES.messageTooLong],
] as const satisfies ReadonlyArray<readonly [keyof HomeValues, number, string]>;

/** The first home field whose trimmed value is longer than its cap, with its message; null when none is. */
export function homeFieldTooLong(values: HomeValues): { field: keyof HomeValues; message: string } | null {
  const over = HOME_CAPS.find(([field, limit]) => values[field].trim().length > limit);
  return over ? { field: over[0], message: over[2] } : null;
}

/** Resolved decisions (docs/requirements.md): a filled honeypot means a bot; the form then pretends success and sends nothing. */
export function isSpam(values: { website?: string }): boolean {
  return (values.website ?? "").trim() !== "";
}
