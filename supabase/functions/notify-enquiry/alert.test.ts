/**
 * The give-up alert under real Deno: e-mailed through Resend, and when Resend fails, POSTed to the
 * ALERT_WEBHOOK_URL secret; fetch is a recorder, and each exact request is checked.
 */
import assert from "node:assert/strict";
import { handleNotifyEnquiry, readSettings, RESEND_ENDPOINT, type NotifySettings } from "./handler.ts";
import { call, KEY, ok, PAYLOAD, type Sent, SETTINGS, withErrors } from "./test-support.ts";

const WEBHOOK = "https://hooks.example.com/services/T000/B000/XXXX";
const WITH_WEBHOOK: NotifySettings = { ...SETTINGS, alertWebhookUrl: WEBHOOK };

const GIVEN_UP = [
  { enquiry_id: 7, created_at: "2026-11-22T09:00:00+00:00", name: "Jo Bloggs", email: "jo@example.com", problem: '502: {"error":"Resend answered 503"}' },
  {
    summary: { id: 12, count: 4, first_id: 8, last_id: 11, first_created_at: "2026-11-22T09:05:00+00:00", last_created_at: "2026-11-22T09:40:00+00:00" },
    problem: "no answer from the function within 10 minutes",
  },
];

const ALERT_PAYLOAD = {
  type: "ALERT",
  table: "contact_submissions",
  schema: "public",
  alert: { id: 30, made_at: "2026-11-22T19:00:00+00:00" },
  given_up: GIVEN_UP,
  idempotency_key: KEY,
};

const ALERT_TEXT = [
  "2 enquiry notifications gave up after every attempt failed (alert #30, 2026-11-22T19:00:00+00:00).",
  "Check the notify-enquiry function's logs and the e-mail provider; to send them again, see supabase/README.md.",
  "",
  "Not e-mailed (every attempt failed); answer these from the table public.contact_submissions:",
  '- #7 Jo Bloggs <jo@example.com>, received 2026-11-22T09:00:00+00:00 (last problem: 502: {"error":"Resend answered 503"})',
  "- a summary of 4 enquiries, #8 to #11 (2026-11-22T09:05:00+00:00 to 2026-11-22T09:40:00+00:00) (last problem: no answer from the function within 10 minutes)",
  "",
].join("\n");

/** fetch answering Resend with `resend` and anything else with `webhook`, recording every request. */
function routes(resend: () => Response | Promise<Response>, webhook: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const send = ((url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return Promise.resolve(String(url) === RESEND_ENDPOINT ? resend() : webhook());
  }) as typeof fetch;
  return { sent, send };
}

const resendDown = () => Response.json({ name: "application_error", message: "unavailable" }, { status: 503 });
const webhookOk = () => new Response("ok");

Deno.test("an alert is e-mailed through Resend with its own key, listing every given-up notification; the webhook is not called", async () => {
  const { sent, send } = routes(ok, webhookOk);
  const response = await handleNotifyEnquiry(call({ body: ALERT_PAYLOAD }), WITH_WEBHOOK, send);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { sent: true, alert: 30, email: "email-123" });
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.url, RESEND_ENDPOINT);
  assert.deepEqual(sent[0]?.init.headers, { authorization: "Bearer re_test_key", "content-type": "application/json", "idempotency-key": `alert-${KEY}` });
  const body = JSON.parse(String(sent[0]?.init.body));
  assert.deepEqual(Object.keys(body), ["from", "to", "subject", "text", "html"]);
  assert.equal(body.subject, "Enquiries not e-mailed: 2 gave up");
  assert.equal(body.text, ALERT_TEXT);
});

Deno.test("when Resend fails, the alert is POSTed as JSON to the webhook, and the alert counts as delivered", async () => {
  const { sent, send } = routes(resendDown, webhookOk);
  const { result, errors } = await withErrors(() => handleNotifyEnquiry(call({ body: ALERT_PAYLOAD }), WITH_WEBHOOK, send));
  assert.equal(result.status, 200);
  assert.deepEqual(await result.json(), { sent: true, alert: 30, email: null, webhook: true });
  assert.deepEqual(
    sent.map((each) => each.url),
    [RESEND_ENDPOINT, WEBHOOK],
  );
  assert.equal(sent[1]?.init.method, "POST");
  assert.deepEqual(sent[1]?.init.headers, { "content-type": "application/json" });
  assert.deepEqual(JSON.parse(String(sent[1]?.init.body)), {
    text: ALERT_TEXT,
    given_up: [
      { kind: "enquiry", ...GIVEN_UP[0] },
      { kind: "summary", summary: GIVEN_UP[1]?.summary, problem: GIVEN_UP[1]?.problem },
    ],
    more: 0,
  });
  assert.deepEqual(errors, ['notify-enquiry: alert 30 not e-mailed. Resend answered 503: {"name":"application_error","message":"unavailable"}']);
});

Deno.test("Resend unreachable and the webhook failing: 502 with both reasons, so the database retries", async () => {
  const { sent, send } = routes(
    () => Promise.reject(new TypeError("connection refused")),
    () => new Response("no_service", { status: 404 }),
  );
  const { result, errors } = await withErrors(() => handleNotifyEnquiry(call({ body: ALERT_PAYLOAD }), WITH_WEBHOOK, send));
  assert.equal(result.status, 502);
  assert.deepEqual(await result.json(), {
    error: "Resend could not be reached: connection refused; the alert webhook answered 404: no_service",
    alert: 30,
  });
  assert.equal(sent.length, 2);
  assert.equal(errors.length, 2);
});

Deno.test("Resend failing without a webhook set: 502, and nothing else is called", async () => {
  const { sent, send } = routes(resendDown, webhookOk);
  const { result } = await withErrors(() => handleNotifyEnquiry(call({ body: ALERT_PAYLOAD }), SETTINGS, send));
  assert.equal(result.status, 502);
  assert.match((await result.json()).error, /no alert webhook is set$/);
  assert.equal(sent.length, 1);
});

Deno.test("an enquiry's e-mail failing does not call the webhook (its retries and the alert do the rest)", async () => {
  const { sent, send } = routes(resendDown, webhookOk);
  const { result } = await withErrors(() => handleNotifyEnquiry(call({ body: PAYLOAD }), WITH_WEBHOOK, send));
  assert.equal(result.status, 502);
  assert.deepEqual(
    sent.map((each) => each.url),
    [RESEND_ENDPOINT],
  );
});

Deno.test("an alert without a numeric id is refused (400) and nothing is sent", async () => {
  const { sent, send } = routes(ok, webhookOk);
  const response = await handleNotifyEnquiry(call({ body: { ...ALERT_PAYLOAD, alert: { id: "30" } } }), WITH_WEBHOOK, send);
  assert.equal(response.status, 400);
  assert.equal(sent.length, 0);
});

Deno.test("reads the optional ALERT_WEBHOOK_URL secret", () => {
  const secrets: Record<string, string> = {
    NOTIFY_WEBHOOK_SECRET: "w",
    RESEND_API_KEY: "k",
    ENQUIRY_RECIPIENT: "r@example.com",
    ENQUIRY_SENDER: "s@example.com",
    ALERT_WEBHOOK_URL: ` ${WEBHOOK} `,
  };
  assert.deepEqual(
    readSettings((name) => secrets[name]),
    {
      webhookSecret: "w",
      resendApiKey: "k",
      recipient: "r@example.com",
      sender: "s@example.com",
      alertWebhookUrl: WEBHOOK,
    },
  );
});
