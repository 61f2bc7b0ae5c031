/**
 * The Database Webhook payload the notify_enquiry trigger sends (supabase/migrations/
 * 20261123090000_notify_enquiry.sql), checked before anything is e-mailed.
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
