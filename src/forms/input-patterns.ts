/**
 * `pattern` attributes for the home form, which relies on the browser's own validation (docs/requirements.md,
 * Validation) and so must block in the browser every value the database would refuse.
 *
 * The browser tests a pattern against the raw value, whole (`^(?:…)$`) and with the `v` flag,
 * where `(`, `)` and `-` must be escaped inside a class, so PHONE_PATTERN's source cannot be
 * used as is. The database sees the trimmed value (submission-rows trims), so each pattern
 * accepts exactly the raw values whose trimmed form passes the validator's regular expression
 * (input-patterns.test.ts checks this against validation.ts): "123456789 " is nine digits, not ten.
 */

/** PHONE_PATTERN on the trimmed value; white space alone is an empty (allowed) phone. */
export const PHONE_INPUT_PATTERN = String.raw`\s*(?:\+[\d\s\-\(\)]{9,}[\d\-\(\)]|[\d\-\(\)][\d\s\-\(\)]{8,}[\d\-\(\)])?\s*`;

/**
 * EMAIL_PATTERN on the trimmed value. `type="email"` alone lets "name@host" through, which
 * the resolved decisions of docs/requirements.md (a dot in the domain part) and the database refuse.
 */
export const EMAIL_INPUT_PATTERN = String.raw`\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*`;
