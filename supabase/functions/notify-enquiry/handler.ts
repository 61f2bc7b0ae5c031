/**
 * notify-enquiry: e-mails each stored enquiry to a person through Resend's HTTP API, or, past the
 * database's hourly cap, one summary of the enquiries held ("N more enquiries, see the table").
 *
 * Called by the database (pg_net, after every insert into public.contact_submissions) with the
 * shared secret in `x-webhook-secret`; anyone else gets 401, so the function is deployed without
 * JWT verification (supabase/config.toml). Settings are Supabase secrets, never in the repository.
 * Every failure is logged (the function's logs) and answered with a non-2xx status; the database
 * records it and retries later (private.process_enquiry_notifications). A retry never sends a
 * second e-mail: each is sent with an Idempotency-Key (enquiry-<id>, summary-<id>), which Resend
 * honours for 24 hours.
 */
import { enquiryEmail, summaryEmail } from "./email.ts";
import { notificationFromPayload } from "./enquiry.ts";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export type NotifySettings = {
  webhookSecret: string;
  resendApiKey: string;
  /** Who receives the enquiries, e.g. "sales@your-domain". */
  recipient: string;
  /** A sender on a domain verified in Resend, e.g. "Website <enquiries@your-domain>". */
  sender: string;
};

export const SETTING_NAMES = {
  webhookSecret: "NOTIFY_WEBHOOK_SECRET",
  resendApiKey: "RESEND_API_KEY",
  recipient: "ENQUIRY_RECIPIENT",
  sender: "ENQUIRY_SENDER",
} as const satisfies Record<keyof NotifySettings, string>;

/** The settings, or the names of the secrets that are not set. */
export function readSettings(get: (name: string) => string | undefined): NotifySettings | { missing: string[] } {
  const entries = Object.entries(SETTING_NAMES).map(([key, name]) => [key, get(name)?.trim() ?? ""] as const);
  const missing = entries.filter(([, value]) => !value).map(([key]) => SETTING_NAMES[key as keyof NotifySettings]);
  return missing.length > 0 ? { missing } : (Object.fromEntries(entries) as NotifySettings);
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** Compares in time independent of where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function handleNotifyEnquiry(request: Request, settings: NotifySettings | { missing: string[] }, send: typeof fetch = fetch): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "POST only" }, { allow: "POST" });
  if ("missing" in settings) {
    console.error(`notify-enquiry: secrets not set: ${settings.missing.join(", ")}`);
    return json(500, { error: `notify-enquiry is not configured: ${settings.missing.join(", ")} not set` });
  }
  if (!sameSecret(request.headers.get("x-webhook-secret") ?? "", settings.webhookSecret)) {
    return json(401, { error: "missing or wrong x-webhook-secret" });
  }

  let payload: unknown;
  try {
    payload = await request.json();
  } catch {
    return json(400, { error: "the body is not JSON" });
  }
  const notification = notificationFromPayload(payload);
  if (typeof notification === "string") return json(400, { error: notification });

  const { label, idempotencyKey, message } =
    "summary" in notification
      ? { label: `summary ${notification.summary.id}`, idempotencyKey: `summary-${notification.summary.id}`, message: summaryEmail(notification.summary) }
      : {
          label: `enquiry ${notification.enquiry.id}`,
          idempotencyKey: `enquiry-${notification.enquiry.id}`,
          message: enquiryEmail(notification.enquiry),
        };
  const reference = "summary" in notification ? { summary: notification.summary.id } : { enquiry: notification.enquiry.id };
  let upstream: Response;
  try {
    upstream = await send(RESEND_ENDPOINT, {
      method: "POST",
      headers: {
        authorization: `Bearer ${settings.resendApiKey}`,
        "content-type": "application/json",
        // A repeated call for the same enquiry (a retry) does not send a second e-mail.
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify({
        from: settings.sender,
        to: [settings.recipient],
        ...("replyTo" in message ? { reply_to: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    });
  } catch (error) {
    const reason = `Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`notify-enquiry: ${label} not e-mailed. ${reason}`);
    return json(502, { error: reason, ...reference });
  }
  const answer = await upstream.text();
  if (!upstream.ok) {
    const reason = `Resend answered ${upstream.status}: ${answer.slice(0, 500)}`;
    console.error(`notify-enquiry: ${label} not e-mailed. ${reason}`);
    return json(502, { error: reason, ...reference });
  }
  let id: unknown;
  try {
    id = (JSON.parse(answer) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  return json(200, { sent: true, ...reference, email: typeof id === "string" ? id : null });
}
