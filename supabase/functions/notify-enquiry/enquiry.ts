/**
 * What the database posts (private.enquiry_notification_payload in supabase/migrations), checked
 * before anything is sent: one enquiry as a Database Webhook's INSERT payload, the hourly summary of
 * the enquiries held, or an alert about given-up notifications; each with the notification's
 * idempotency key. The enquiry's texts have the bounds the database gives them, in UTF-16 code
 * units; the lists a summary or an alert carries are read leniently (listing.ts).
 */
import { type GivenUp, givenUpItems, type Listed, type SummaryItem, summaryItems } from "./listing.ts";

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

/** The longest value each text may have, in UTF-16 code units (the form's and the table's limits; a timestamp's text). */
export const FIELD_LIMITS = {
  created_at: 64,
  name: 101,
  email: 254,
  phone: 32,
  company: 100,
  service: 20,
  message: 2000,
} as const satisfies Record<Exclude<keyof Enquiry, "id">, number>;

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

/**
 * The enquiries held past the per-sender rule, a range's share or the hourly cap, e-mailed as one
 * message; `id` is the summary's notification. `enquiries` names those it covers, likeliest genuine
 * first; `still_held` were left for the next summary.
 */
export type EnquirySummary = {
  id: number;
  count: number;
  first_id: number;
  last_id: number;
  first_created_at: string;
  last_created_at: string;
  enquiries: Listed<SummaryItem>;
  still_held: number;
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
  return {
    ...(value as unknown as Omit<EnquirySummary, "enquiries" | "still_held">),
    enquiries: summaryItems(value.enquiries),
    still_held: typeof value.still_held === "number" ? value.still_held : 0,
  };
}

/** An alert about notifications that gave up; `id` is the alert's notification. */
export type Alert = { id: number; made_at: string };

function alertFrom(value: unknown): Alert | string {
  if (!isRecord(value) || typeof value.id !== "number") return "alert.id is not a number";
  return { id: value.id, made_at: typeof value.made_at === "string" ? value.made_at.slice(0, FIELD_LIMITS.created_at) : "" };
}

export type Notification = ({ enquiry: Enquiry } | { summary: EnquirySummary } | { alert: Alert }) & {
  idempotencyKey: string;
  givenUp: Listed<GivenUp>;
};

/** The enquiry, summary or alert a payload asks to send, with its key and given-up list, or why it is none. */
export function notificationFromPayload(payload: unknown): Notification | string {
  if (!isRecord(payload)) return "the body is not a JSON object";
  const key = payload.idempotency_key;
  if (typeof key !== "string" || !UUID.test(key)) return "idempotency_key is not a UUID";
  const givenUp = givenUpItems(payload.given_up);
  if (payload.type === "SUMMARY" || payload.type === "ALERT") {
    if (payload.schema !== "public" || payload.table !== "contact_submissions") return `expected a ${payload.type.toLowerCase()} of public.contact_submissions`;
  }
  if (payload.type === "SUMMARY") {
    const summary = summaryFrom(payload.summary, "summary");
    if (typeof summary === "string") return summary;
    return { summary, idempotencyKey: `summary-${key}`, givenUp };
  }
  if (payload.type === "ALERT") {
    const alert = alertFrom(payload.alert);
    if (typeof alert === "string") return alert;
    return { alert, idempotencyKey: `alert-${key}`, givenUp };
  }
  const enquiry = enquiryFromPayload(payload);
  return typeof enquiry === "string" ? enquiry : { enquiry, idempotencyKey: `enquiry-${key}`, givenUp };
}
