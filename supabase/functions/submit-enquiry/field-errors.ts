/**
 * What the plain form's endpoint checks, with the scripted path's rules from
 * src/forms/validation.ts: the contact page's validateContactPage; for the home form, what its
 * page has the browser and the form check (required fields, the caps, the e-mail and phone
 * patterns, a service from the list). Runtime-neutral.
 */
import {
  EMAIL_PATTERN,
  MESSAGES,
  PHONE_PATTERN,
  SERVICE_VALUES,
  hasHomeRequiredFields,
  homeFieldTooLong,
  validateContactPage,
  type ContactPageValues,
  type HomeValues,
} from "../../../src/forms/validation.ts";

export type FieldErrors = Partial<Record<string, string>>;

const HOME_REQUIRED = ["name", "email", "message"] as const;

export function homeErrors(values: HomeValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasHomeRequiredFields(values)) {
    for (const field of HOME_REQUIRED) if (values[field].trim() === "") errors[field] = MESSAGES.required;
  }
  const tooLong = homeFieldTooLong(values);
  if (tooLong) errors[tooLong.field] ??= tooLong.message;
  const email = values.email.trim();
  if (email !== "" && !EMAIL_PATTERN.test(email)) errors.email ??= MESSAGES.email;
  const phone = values.phone.trim();
  if (phone !== "" && !PHONE_PATTERN.test(phone)) errors.phone ??= MESSAGES.phone;
  const service = values.service.trim();
  if (service !== "" && !(SERVICE_VALUES as readonly string[]).includes(service)) errors.service = MESSAGES.serviceInvalid;
  return errors;
}

export function contactPageErrors(values: ContactPageValues): FieldErrors {
  return validateContactPage(values);
}
