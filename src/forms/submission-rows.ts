/**
 * The rows the two forms insert into public.contact_submissions (docs/requirements.md, Contact forms
 * and Enquiry payload). Per its resolved decisions every optional field is sent, as "" when empty,
 * so all rows of one form have the same keys. The honeypot `website` is never
 * part of a row.
 */
import type { ContactPageValues, HomeValues } from "./validation.ts";

/** The home form's fields map one to one onto columns. */
export type HomeRow = Record<keyof HomeValues, string>;
export type ContactPageRow = HomeRow & { first_name: string; last_name: string };

/**
 * Postgres `text` cannot hold U+0000, and a JSON body with an unpaired UTF-16
 * surrogate (`"\ud800"`) is refused by Postgres' JSON parser: either would turn a
 * message the validator accepted into a failed insert. Both are replaced by
 * U+FFFD, one code unit for one code unit, so lengths and every validation rule
 * give the same answer before and after.
 */
// A well-formed pair matches the first branch and is kept; what else matches is replaced.
// (No lookbehind: older Safari versions cannot parse it.)
// eslint-disable-next-line no-control-regex -- NUL is what Postgres text cannot store: matching it is the point
const PAIR_OR_UNSTORABLE = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|\u0000/g;

function clean(value: string): string {
  return value.replace(PAIR_OR_UNSTORABLE, (match) => (match.length === 2 ? match : "\uFFFD")).trim();
}

export function toHomeRow(v: HomeValues): HomeRow {
  return {
    name: clean(v.name),
    email: clean(v.email),
    phone: clean(v.phone),
    company: clean(v.company),
    service: clean(v.service),
    message: clean(v.message),
  };
}

/** `name` repeats first and last name joined by one space, so both forms' rows can be read by one column. */
export function toContactPageRow(v: ContactPageValues): ContactPageRow {
  const first_name = clean(v.firstName);
  const last_name = clean(v.lastName);
  return {
    first_name,
    last_name,
    name: `${first_name} ${last_name}`,
    email: clean(v.email),
    phone: clean(v.phone),
    company: clean(v.company),
    service: clean(v.service),
    message: clean(v.message),
  };
}
