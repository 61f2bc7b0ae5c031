/**
 * notify-enquiry: e-mails each stored enquiry to a person through Resend's HTTP API, or, past the
 * database's per-sender rule or hourly cap, one summary of the enquiries held ("N more enquiries,
 * see the table"); every e-mail also lists the notifications that gave up and were not yet listed.
 *
 * Called by the database (pg_net) with the shared secret in `x-webhook-secret`; anyone else gets
 * 401 before anything else is looked at, and no answer names a setting (the logs do), so the
 * function is deployed without JWT verification (supabase/config.toml). Settings are Supabase
 * secrets, never in the repository. A body over MAX_BODY_BYTES is refused (413) without reading
 * it all. Every failure is logged and answered with a non-2xx status; the database records it and
 * retries later (private.process_enquiry_notifications). A retry never sends a second e-mail: each
 * is sent with the notification's own Idempotency-Key (a UUID the database made), which Resend
 * honours for 24 hours. Resend's 409 for a key it saw with another body is answered 409, and the
 * database retries under a new key.
 */
import { enquiryEmail, summaryEmail, withGivenUp } from "./email.ts";
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

/** Settings with some secrets not set: their names (for the logs), and the webhook secret if it is set. */
export type IncompleteSettings = { missing: string[]; webhookSecret: string };

/** The settings, or the names of the secrets that are not set. */
export function readSettings(get: (name: string) => string | undefined): NotifySettings | IncompleteSettings {
  const entries = Object.entries(SETTING_NAMES).map(([key, name]) => [key, get(name)?.trim() ?? ""] as const);
  const missing = entries.filter(([, value]) => !value).map(([key]) => SETTING_NAMES[key as keyof NotifySettings]);
  const settings = Object.fromEntries(entries) as NotifySettings;
  return missing.length > 0 ? { missing, webhookSecret: settings.webhookSecret } : settings;
}

/** The largest body the function reads: an enquiry and a list of given-up ones take a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body as text, or null when it is longer than `max` bytes (stops reading there). */
async function readBounded(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
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

export async function handleNotifyEnquiry(request: Request, settings: NotifySettings | IncompleteSettings, send: typeof fetch = fetch): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "POST only" }, { allow: "POST" });
  // The secret first: a caller without it learns nothing, not even which settings are missing.
  if (!settings.webhookSecret || !sameSecret(request.headers.get("x-webhook-secret") ?? "", settings.webhookSecret)) {
    if (!settings.webhookSecret) console.error(`notify-enquiry: secret not set: ${SETTING_NAMES.webhookSecret}`);
    return json(401, { error: "missing or wrong x-webhook-secret" });
  }
  if ("missing" in settings) {
    console.error(`notify-enquiry: secrets not set: ${settings.missing.join(", ")}`);
    return json(500, { error: "notify-enquiry is not configured; its logs say what is missing" });
  }

  const text = await readBounded(request, MAX_BODY_BYTES);
  if (text === null) return json(413, { error: `the body is larger than ${MAX_BODY_BYTES} bytes` });
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return json(400, { error: "the body is not JSON" });
  }
  const notification = notificationFromPayload(payload);
  if (typeof notification === "string") return json(400, { error: notification });

  const { idempotencyKey, givenUp } = notification;
  const { label, message } =
    "summary" in notification
      ? { label: `summary ${notification.summary.id}`, message: withGivenUp(summaryEmail(notification.summary), givenUp) }
      : { label: `enquiry ${notification.enquiry.id}`, message: withGivenUp(enquiryEmail(notification.enquiry), givenUp) };
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
    // The key was used with another body: the database retries under a new key. Any other
    // refusal (including a 409 for a request with this key still in progress) is retried as it is.
    const keyConflict = upstream.status === 409 && answer.includes("invalid_idempotent_request");
    return json(keyConflict ? 409 : 502, { error: reason, ...reference });
  }
  let id: unknown;
  try {
    id = (JSON.parse(answer) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  return json(200, { sent: true, ...reference, email: typeof id === "string" ? id : null });
}
