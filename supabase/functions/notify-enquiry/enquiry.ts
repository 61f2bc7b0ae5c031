/**
 * What the database posts (private.enquiry_notification_payload in supabase/migrations), checked
 * before anything is e-mailed: one enquiry as a Database Webhook's INSERT payload, or the hourly
 * summary of the enquiries held past the cap; both with the notification's idempotency key and the
 * given-up notifications the e-mail lists. Every text has the bound the database gives it.
 */
export type Enquiry = {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
};

/** The longest value each text may have (the form's and the table's limits; a timestamp's text). */
export const FIELD_LIMITS = {
  created_at: 64,
  name: 101,
  email: 254,
  phone: 32,
  company: 100,
  service: 20,
  message: 2000,
} as const satisfies Record<Exclude<keyof Enquiry, "id">, number>;

/** At most this many given-up notifications are listed in one e-mail (the database takes 20). */
export const MAX_GIVEN_UP = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function boundedText(row: Record<string, unknown>, field: string, max: number, where: string): string | null {
  const value = row[field];
  if (typeof value !== "string") return `${where}.${field} is not text`;
  if (value.length > max) return `${where}.${field} is longer than ${max}`;
  return null;
}

/** The stored row from an INSERT payload on public.contact_submissions, or why it is not one. */
export function enquiryFromPayload(payload: unknown): Enquiry | string {
  if (!isRecord(payload)) return "the body is not a JSON object";
  const { type, schema, table, record } = payload;
  if (type !== "INSERT" || schema !== "public" || table !== "contact_submissions") {
    return "expected an INSERT on public.contact_submissions";
  }
  if (!isRecord(record)) return "record is missing";
  if (typeof record.id !== "number") return "record.id is not a number";
  for (const [field, max] of Object.entries(FIELD_LIMITS)) {
    const problem = boundedText(record, field, max, "record");
    if (problem) return problem;
  }
  return record as unknown as Enquiry;
}

/** Enquiries held past the hourly cap, e-mailed as one message; `id` is the summary's notification. */
export type EnquirySummary = {
  id: number;
  count: number;
  first_id: number;
  last_id: number;
  first_created_at: string;
  last_created_at: string;
};

function summaryFrom(value: unknown, where: string): EnquirySummary | string {
  if (!isRecord(value)) return `${where} is missing`;
  for (const field of ["id", "count", "first_id", "last_id"]) {
    if (typeof value[field] !== "number") return `${where}.${field} is not a number`;
  }
  for (const field of ["first_created_at", "last_created_at"]) {
    const problem = boundedText(value, field, FIELD_LIMITS.created_at, where);
    if (problem) return problem;
  }
  return value as unknown as EnquirySummary;
}

/** A notification that gave up after its last attempt: one enquiry, or a summary. */
export type GivenUp = { enquiry_id: number; created_at: string; name: string; email: string } | { summary: EnquirySummary };

function givenUpFrom(value: unknown): GivenUp[] | string {
  if (!Array.isArray(value)) return "given_up is not a list";
  if (value.length > MAX_GIVEN_UP) return `given_up lists more than ${MAX_GIVEN_UP}`;
  const list: GivenUp[] = [];
  for (const [index, item] of value.entries()) {
    const where = `given_up[${index}]`;
    if (!isRecord(item)) return `${where} is not an object`;
    if ("summary" in item) {
      const summary = summaryFrom(item.summary, `${where}.summary`);
      if (typeof summary === "string") return summary;
      list.push({ summary });
      continue;
    }
    if (typeof item.enquiry_id !== "number") return `${where}.enquiry_id is not a number`;
    for (const field of ["created_at", "name", "email"] as const) {
      const problem = boundedText(item, field, FIELD_LIMITS[field], where);
      if (problem) return problem;
    }
    list.push(item as unknown as GivenUp);
  }
  return list;
}

export type Notification = ({ enquiry: Enquiry } | { summary: EnquirySummary }) & { idempotencyKey: string; givenUp: GivenUp[] };

/** The enquiry or summary a payload asks to e-mail, with its key and given-up list, or why it is neither. */
export function notificationFromPayload(payload: unknown): Notification | string {
  if (!isRecord(payload)) return "the body is not a JSON object";
  const key = payload.idempotency_key;
  if (typeof key !== "string" || !UUID.test(key)) return "idempotency_key is not a UUID";
  const givenUp = givenUpFrom(payload.given_up ?? []);
  if (typeof givenUp === "string") return givenUp;
  if (payload.type === "SUMMARY") {
    if (payload.schema !== "public" || payload.table !== "contact_submissions") return "expected a summary of public.contact_submissions";
    const summary = summaryFrom(payload.summary, "summary");
    if (typeof summary === "string") return summary;
    return { summary, idempotencyKey: `summary-${key}`, givenUp };
  }
  const enquiry = enquiryFromPayload(payload);
  return typeof enquiry === "string" ? enquiry : { enquiry, idempotencyKey: `enquiry-${key}`, givenUp };
}
