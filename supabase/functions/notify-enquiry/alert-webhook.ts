/**
 * The second route of an alert: when the e-mail provider fails, the alert is POSTed as JSON to the
 * ALERT_WEBHOOK_URL secret. `text` is what Slack, Mattermost, Rocket.Chat and Google Chat incoming
 * webhooks show; `given_up` carries the list for any other endpoint.
 */
import type { GivenUp, Listed } from "./listing.ts";

export type WebhookOutcome = { posted: true } | { posted: false; reason: string };

export async function postAlert(url: string, text: string, givenUp: Listed<GivenUp>, send: typeof fetch): Promise<WebhookOutcome> {
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text, given_up: givenUp.items, more: givenUp.more }),
    });
  } catch (error) {
    return { posted: false, reason: `the alert webhook could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  const answer = await response.text();
  return response.ok ? { posted: true } : { posted: false, reason: `the alert webhook answered ${response.status}: ${answer.slice(0, 200)}` };
}
