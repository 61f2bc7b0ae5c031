/**
 * The key that makes one form submission one stored enquiry, however often it is sent
 * (`submission_key`, unique in public.contact_submissions: a second insert with a stored key stores
 * nothing and still answers success). A random UUID (version 4) made on the visitor's device:
 * `crypto.randomUUID()` where the browser has it (secure contexts only), otherwise the same format
 * from `crypto.getRandomValues`, which every supported browser has on any page.
 */
/** What newSubmissionKey makes: a version 4 UUID in lower case (for the tests, which check every key sent). */
export const SUBMISSION_KEY_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8.
  const hex = Array.from(bytes, (byte, index) => {
    const set = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return set.toString(16).padStart(2, "0");
  }).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
