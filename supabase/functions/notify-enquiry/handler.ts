/**
 * notify-enquiry: e-mails through Resend's HTTP API each stored enquiry, the hourly summary naming
 * the enquiries held past the database's per-sender rule, range shares or hourly cap, and the
 * alert about notifications that gave up; when the e-mail provider fails an alert, it is POSTed to
 * the optional ALERT_WEBHOOK_URL secret instead (alert-webhook.ts).
 *
 * Called by the database (pg_net) with the shared secret in `x-webhook-secret`; anyone else gets
 * 401 before anything else is looked at, and no answer names a setting (the logs do), so the
 * function is deployed without JWT verification (supabase/config.toml). Settings are Supabase
 * secrets, never in the repository. A body over MAX_BODY_BYTES is refused (413) without reading
 * it all. Every failure is logged and answered with a non-2xx status; the database records it and
 * retries later (private.process_enquiry_notifications). A retry never sends a second e-mail: each
 * is sent with the notification's own Idempotency-Key (a UUID the database made), which Resend
 * honours for 24 hours. Resend's 409 for a key it saw with another body is answered 409, and the
 * database retries under a new key. */
import { postAlert } from "./alert-webhook.ts";
import { alertEmail, enquiryEmail, type Message, summaryEmail, withGivenUp } from "./email.ts";
import { notificationFromPayload } from "./enquiry.ts";
import { sendEmail } from "./resend.ts";
import { readBounded } from "../_shared/read-bounded.ts";

export { RESEND_ENDPOINT } from "./resend.ts";

export type NotifySettings = {
  webhookSecret: string;
  resendApiKey: string;
  /** Who receives the enquiries, e.g. "sales@your-domain". */
  recipient: string;
  /** A sender on a domain verified in Resend, e.g. "Website <enquiries@your-domain>". */
  sender: string;
  /** Optional: where an alert is POSTed when the e-mail provider fails (a chat channel's incoming webhook, any HTTP endpoint). */
  alertWebhookUrl?: string;
};

/** The secret naming the alert webhook; optional, so not among SETTING_NAMES. */
export const ALERT_WEBHOOK_SETTING = "ALERT_WEBHOOK_URL";

export const SETTING_NAMES = {
  webhookSecret: "NOTIFY_WEBHOOK_SECRET",
  resendApiKey: "RESEND_API_KEY",
  recipient: "ENQUIRY_RECIPIENT",
  sender: "ENQUIRY_SENDER",
} as const satisfies Record<Exclude<keyof NotifySettings, "alertWebhookUrl">, string>;

/** Settings with some secrets not set: their names (for the logs), and the webhook secret if it is set. */
export type IncompleteSettings = { missing: string[]; webhookSecret: string };

/** The settings, or the names of the secrets that are not set. */
export function readSettings(get: (name: string) => string | undefined): NotifySettings | IncompleteSettings {
  const entries = Object.entries(SETTING_NAMES).map(([key, name]) => [key, get(name)?.trim() ?? ""] as const);
  const missing = entries.filter(([, value]) => !value).map(([key]) => SETTING_NAMES[key as keyof typeof SETTING_NAMES]);
  const settings = Object.fromEntries(entries) as NotifySettings;
  if (missing.length > 0) return { missing, webhookSecret: settings.webhookSecret };
  const alertWebhookUrl = get(ALERT_WEBHOOK_SETTING)?.trim();
  return alertWebhookUrl ? { ...settings, alertWebhookUrl } : settings;
}

/**
 * The largest body the function reads: an enquiry takes a few kilobytes, a summary naming 200
 * enquiries (each within its bounds, control characters removed) at most about 550 KB.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

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
  const { label, reference, message } =
    "summary" in notification
      ? { label: `summary ${notification.summary.id}`, reference: { summary: notification.summary.id }, message: summaryEmail(notification.summary) }
      : "alert" in notification
        ? { label: `alert ${notification.alert.id}`, reference: { alert: notification.alert.id }, message: alertEmail(notification.alert, givenUp) }
        : { label: `enquiry ${notification.enquiry.id}`, reference: { enquiry: notification.enquiry.id }, message: enquiryEmail(notification.enquiry) };
  const full: Message & { replyTo?: string } = withGivenUp(message, givenUp);
  const mail = await sendEmail(settings, idempotencyKey, full, send);
  if (mail.sent) return json(200, { sent: true, ...reference, email: mail.id });
  console.error(`notify-enquiry: ${label} not e-mailed. ${mail.reason}`);
  if ("alert" in notification) {
    // The e-mail provider failed: the alert takes its second route.
    if (!settings.alertWebhookUrl) return json(502, { error: `${mail.reason}; no alert webhook is set`, ...reference });
    const hook = await postAlert(settings.alertWebhookUrl, full.text, givenUp, send);
    if (hook.posted) return json(200, { sent: true, ...reference, email: null, webhook: true });
    console.error(`notify-enquiry: ${label} not posted either: ${hook.reason}`);
    return json(502, { error: `${mail.reason}; ${hook.reason}`, ...reference });
  }
  // The key was used with another body: the database retries under a new key.
  return json(mail.keyConflict ? 409 : 502, { error: mail.reason, ...reference });
}
