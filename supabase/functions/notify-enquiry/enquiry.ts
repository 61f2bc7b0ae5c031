/**
 * What the database posts (supabase/migrations/20261125090200_notification_retries.sql,
 * private.enquiry_notification_payload), checked before anything is e-mailed: one enquiry as a
 * Database Webhook's INSERT payload, or the hourly summary of the enquiries held past the cap.
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

const TEXT_FIELDS = ["created_at", "name", "email", "phone", "company", "service", "message"] as const;

/** The stored row from an INSERT payload on public.contact_submissions, or why it is not one. */
export function enquiryFromPayload(payload: unknown): Enquiry | string {
  if (typeof payload !== "object" || payload === null) return "the body is not a JSON object";
  const { type, schema, table, record } = payload as Record<string, unknown>;
  if (type !== "INSERT" || schema !== "public" || table !== "contact_submissions") {
    return "expected an INSERT on public.contact_submissions";
  }
  if (typeof record !== "object" || record === null) return "record is missing";
  const row = record as Record<string, unknown>;
  if (typeof row.id !== "number") return "record.id is not a number";
  for (const field of TEXT_FIELDS) {
    if (typeof row[field] !== "string") return `record.${field} is not text`;
  }
  return row as unknown as Enquiry;
}

/** Enquiries held past the hourly cap, e-mailed as one message; `id` is the enquiry that carries it. */
export type EnquirySummary = {
  id: number;
  count: number;
  first_id: number;
  last_id: number;
  first_created_at: string;
  last_created_at: string;
};

/** The enquiry or summary a payload asks to e-mail, or why it is neither. */
export function notificationFromPayload(payload: unknown): { enquiry: Enquiry } | { summary: EnquirySummary } | string {
  if (typeof payload === "object" && payload !== null && (payload as Record<string, unknown>).type === "SUMMARY") {
    const { schema, table, summary } = payload as Record<string, unknown>;
    if (schema !== "public" || table !== "contact_submissions") return "expected a summary of public.contact_submissions";
    if (typeof summary !== "object" || summary === null) return "summary is missing";
    const fields = summary as Record<string, unknown>;
    for (const field of ["id", "count", "first_id", "last_id"]) {
      if (typeof fields[field] !== "number") return `summary.${field} is not a number`;
    }
    for (const field of ["first_created_at", "last_created_at"]) {
      if (typeof fields[field] !== "string") return `summary.${field} is not text`;
    }
    return { summary: fields as unknown as EnquirySummary };
  }
  const enquiry = enquiryFromPayload(payload);
  return typeof enquiry === "string" ? enquiry : { enquiry };
}
