/** What the notify-enquiry tests share: settings, a payload, a fetch recorder, a request to the handler. */
import type { NotifySettings } from "./handler.ts";

export const SETTINGS: NotifySettings = {
  webhookSecret: "webhook-secret",
  resendApiKey: "re_test_key",
  recipient: "sales@example.com",
  sender: "Website <enquiries@example.com>",
};

export const RECORD = {
  id: 42,
  created_at: "2026-11-23T10:15:00.123+00:00",
  first_name: "Priya",
  last_name: "Raman",
  name: "Priya Raman",
  email: "priya.raman@example.com",
  phone: "+91 40 1234 5678",
  company: "Acme <Manufacturing> & Sons",
  service: "sap",
  message: 'We plan an S/4HANA migration.\n<script>alert("x")</script>',
};

export const KEY = "0b7f4c2e-5d1a-4e8b-9c3f-2a6d8e1f4b70";

export const PAYLOAD = { type: "INSERT", table: "contact_submissions", schema: "public", record: RECORD, old_record: null, idempotency_key: KEY, given_up: [] };

export type Sent = { url: string; init: RequestInit };

export function recorder(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const send = ((url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { sent, send };
}

export function call(options: { secret?: string | null; body?: unknown; method?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json" });
  const secret = options.secret === undefined ? SETTINGS.webhookSecret : options.secret;
  if (secret !== null) headers.set("x-webhook-secret", secret);
  const method = options.method ?? "POST";
  const body = method === "POST" ? (typeof options.body === "string" ? options.body : JSON.stringify(options.body ?? PAYLOAD)) : undefined;
  return new Request("http://127.0.0.1/functions/v1/notify-enquiry", { method, headers, body });
}

export const ok = () => Response.json({ id: "email-123" });

/** console.error output of one call, kept out of the test report. */
export async function withErrors<T>(run: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
  try {
    return { result: await run(), errors };
  } finally {
    console.error = original;
  }
}
