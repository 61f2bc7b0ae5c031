/** One e-mail through Resend's HTTP API, with the notification's Idempotency-Key. */
import type { Message } from "./email.ts";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export type MailSettings = { resendApiKey: string; recipient: string; sender: string };

/** Sent (Resend's id), or why not; `keyConflict`: Resend saw this key with another body. */
export type MailOutcome = { sent: true; id: string | null } | { sent: false; reason: string; keyConflict: boolean };

export async function sendEmail(
  settings: MailSettings,
  idempotencyKey: string,
  message: Message & { replyTo?: string },
  send: typeof fetch,
): Promise<MailOutcome> {
  let upstream: Response;
  try {
    upstream = await send(RESEND_ENDPOINT, {
      method: "POST",
      headers: {
        authorization: `Bearer ${settings.resendApiKey}`,
        "content-type": "application/json",
        // A repeated call for the same notification (a retry) does not send a second e-mail.
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify({
        from: settings.sender,
        to: [settings.recipient],
        ...(message.replyTo !== undefined ? { reply_to: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    });
  } catch (error) {
    return { sent: false, reason: `Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`, keyConflict: false };
  }
  const answer = await upstream.text();
  if (!upstream.ok) {
    // A 409 for a request with this key still in progress is retried as it is; only a key used
    // with another body needs a new key.
    const keyConflict = upstream.status === 409 && answer.includes("invalid_idempotent_request");
    return { sent: false, reason: `Resend answered ${upstream.status}: ${answer.slice(0, 500)}`, keyConflict };
  }
  let id: unknown;
  try {
    id = (JSON.parse(answer) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  return { sent: true, id: typeof id === "string" ? id : null };
}
