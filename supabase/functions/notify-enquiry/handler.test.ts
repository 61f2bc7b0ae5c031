/**
 * The notify-enquiry handler under real Deno (`npm test` runs `deno test supabase/functions`),
 * with fetch replaced by a recorder: nothing leaves the machine, and the exact request Resend
 * would receive is checked.
 */
import assert from "node:assert/strict";
import { handleNotifyEnquiry, MAX_BODY_BYTES, readSettings, RESEND_ENDPOINT } from "./handler.ts";
import { call, KEY, ok, PAYLOAD, RECORD, recorder, SETTINGS, withErrors } from "./test-support.ts";

Deno.test("sends one e-mail request to Resend with the key, sender, recipient, reply-to and idempotency key", async () => {
  const { sent, send } = recorder(ok);
  const response = await handleNotifyEnquiry(call(), SETTINGS, send);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { sent: true, enquiry: 42, email: "email-123" });
  assert.equal(sent.length, 1);
  assert.equal(sent[0]?.url, RESEND_ENDPOINT);
  assert.equal(sent[0]?.init.method, "POST");
  assert.deepEqual(sent[0]?.init.headers, {
    authorization: "Bearer re_test_key",
    "content-type": "application/json",
    "idempotency-key": `enquiry-${KEY}`,
  });
  const body = JSON.parse(String(sent[0]?.init.body));
  assert.deepEqual(Object.keys(body), ["from", "to", "reply_to", "subject", "text", "html"]);
  assert.equal(body.from, SETTINGS.sender);
  assert.deepEqual(body.to, [SETTINGS.recipient]);
  assert.equal(body.reply_to, RECORD.email);
  assert.equal(body.subject, "New enquiry from Priya Raman (Acme <Manufacturing> & Sons)");
});

Deno.test("the e-mail carries every field; the HTML escapes what the visitor typed", async () => {
  const { sent, send } = recorder(ok);
  await handleNotifyEnquiry(call(), SETTINGS, send);
  const { text, html } = JSON.parse(String(sent[0]?.init.body));
  for (const value of [RECORD.name, RECORD.email, RECORD.phone, RECORD.company, RECORD.service, RECORD.created_at, RECORD.message]) {
    assert.ok(text.includes(value), `text lacks ${value}`);
  }
  assert.ok(html.includes("Acme &lt;Manufacturing&gt; &amp; Sons"));
  assert.ok(html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"));
  assert.ok(!html.includes("<script>"));
  assert.ok(!html.includes("<Manufacturing>"));
});

Deno.test("a subject stays one line, whatever the name holds", async () => {
  const { sent, send } = recorder(ok);
  const record = { ...RECORD, name: "Eve\r\nBcc: victim@example.com", company: "" };
  await handleNotifyEnquiry(call({ body: { ...PAYLOAD, record } }), SETTINGS, send);
  assert.equal(JSON.parse(String(sent[0]?.init.body)).subject, "New enquiry from Eve Bcc: victim@example.com");
});

for (const [label, secret] of [
  ["without", null],
  ["with a wrong", "guess"],
  ["with an empty", ""],
  ["with a longer", "webhook-secret-and-more"],
] as const) {
  Deno.test(`a call ${label} webhook secret gets 401 and sends nothing`, async () => {
    const { sent, send } = recorder(ok);
    const response = await handleNotifyEnquiry(call({ secret }), SETTINGS, send);
    assert.equal(response.status, 401);
    assert.equal(sent.length, 0);
  });
}

Deno.test("reports Resend's refusal as 502 with its answer, and logs it", async () => {
  const { send } = recorder(() => Response.json({ statusCode: 403, name: "validation_error", message: "Domain not verified" }, { status: 403 }));
  const { result, errors } = await withErrors(() => handleNotifyEnquiry(call(), SETTINGS, send));
  assert.equal(result.status, 502);
  const body = await result.json();
  assert.equal(body.enquiry, 42);
  assert.match(body.error, /^Resend answered 403: .*Domain not verified/);
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? "", /enquiry 42 not e-mailed\. Resend answered 403/);
});

Deno.test("reports an unreachable Resend as 502, and logs it", async () => {
  const { send } = recorder(() => Promise.reject(new TypeError("error sending request: connection refused")));
  const { result, errors } = await withErrors(() => handleNotifyEnquiry(call(), SETTINGS, send));
  assert.equal(result.status, 502);
  assert.match((await result.json()).error, /^Resend could not be reached: error sending request/);
  assert.equal(errors.length, 1);
});

Deno.test("refuses payloads that are not an insert of an enquiry (400), sending nothing", async () => {
  const { sent, send } = recorder(ok);
  const cases: unknown[] = [
    "not json",
    { ...PAYLOAD, type: "UPDATE" },
    { ...PAYLOAD, table: "other" },
    { ...PAYLOAD, record: null },
    { ...PAYLOAD, record: { ...RECORD, email: 7 } },
    { ...PAYLOAD, record: { ...RECORD, id: "42" } },
    { ...PAYLOAD, record: { ...RECORD, email: `${"a".repeat(243)}@example.com` } },
    { ...PAYLOAD, record: { ...RECORD, phone: "1".repeat(33) } },
    { ...PAYLOAD, record: { ...RECORD, message: "m".repeat(2001) } },
    { ...PAYLOAD, idempotency_key: undefined },
    { ...PAYLOAD, idempotency_key: "enquiry-42" },
  ];
  for (const body of cases) {
    const response = await handleNotifyEnquiry(call({ body }), SETTINGS, send);
    assert.equal(response.status, 400, JSON.stringify(body));
  }
  assert.equal(sent.length, 0);
});

Deno.test("only POST is answered", async () => {
  const response = await handleNotifyEnquiry(call({ method: "GET" }), SETTINGS, recorder(ok).send);
  assert.equal(response.status, 405);
  assert.equal(response.headers.get("allow"), "POST");
});

Deno.test("without its secrets the function answers 500 naming no setting, logs which are missing, and sends nothing", async () => {
  const settings = readSettings((name) => ({ NOTIFY_WEBHOOK_SECRET: "webhook-secret", ENQUIRY_RECIPIENT: "  " })[name]);
  assert.deepEqual(settings, { missing: ["RESEND_API_KEY", "ENQUIRY_RECIPIENT", "ENQUIRY_SENDER"], webhookSecret: "webhook-secret" });
  const { sent, send } = recorder(ok);
  const { result, errors } = await withErrors(() => handleNotifyEnquiry(call(), settings, send));
  assert.equal(result.status, 500);
  const answer = await result.text();
  for (const name of ["NOTIFY_WEBHOOK_SECRET", "RESEND_API_KEY", "ENQUIRY_RECIPIENT", "ENQUIRY_SENDER"]) assert.ok(!answer.includes(name), answer);
  assert.equal(sent.length, 0);
  assert.deepEqual(errors, ["notify-enquiry: secrets not set: RESEND_API_KEY, ENQUIRY_RECIPIENT, ENQUIRY_SENDER"]);
});

Deno.test("the secret is checked first: a caller without it gets 401, whatever is missing, and no setting's name", async () => {
  for (const secrets of [{ RESEND_API_KEY: "k" }, { NOTIFY_WEBHOOK_SECRET: "webhook-secret" }] as Array<Record<string, string>>) {
    const settings = readSettings((name) => secrets[name]);
    const { sent, send } = recorder(ok);
    const { result } = await withErrors(() => handleNotifyEnquiry(call({ secret: "guess" }), settings, send));
    assert.equal(result.status, 401);
    const answer = await result.text();
    for (const name of ["NOTIFY_WEBHOOK_SECRET", "RESEND_API_KEY", "ENQUIRY_RECIPIENT", "ENQUIRY_SENDER"]) assert.ok(!answer.includes(name), answer);
    assert.equal(sent.length, 0);
  }
  // Without a webhook secret set, even an empty header is no match.
  const { result } = await withErrors(() =>
    handleNotifyEnquiry(
      call({ secret: "" }),
      readSettings(() => undefined),
      recorder(ok).send,
    ),
  );
  assert.equal(result.status, 401);
});

Deno.test("a body over the limit is refused with 413 without being read whole, and sends nothing", async () => {
  const { sent, send } = recorder(ok);
  let pulled = 0;
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://127.0.0.1/functions/v1/notify-enquiry", {
    method: "POST",
    headers: { "x-webhook-secret": SETTINGS.webhookSecret },
    body: endless,
  });
  const response = await handleNotifyEnquiry(request, SETTINGS, send);
  assert.equal(response.status, 413);
  assert.ok(pulled <= MAX_BODY_BYTES + 2 * chunk.byteLength, `read ${pulled} bytes`);
  const declared = call();
  const big = new Request(declared, { headers: { "x-webhook-secret": SETTINGS.webhookSecret, "content-length": String(MAX_BODY_BYTES + 1) } });
  assert.equal((await handleNotifyEnquiry(big, SETTINGS, send)).status, 413);
  assert.equal(sent.length, 0);
});

Deno.test("Resend's 409 for a key it saw with another body is answered 409 (the database retries under a new key)", async () => {
  const conflict = () =>
    Response.json(
      { statusCode: 409, name: "invalid_idempotent_request", message: "Same idempotency key used with a different request payload" },
      { status: 409 },
    );
  const { result } = await withErrors(() => handleNotifyEnquiry(call(), SETTINGS, recorder(conflict).send));
  assert.equal(result.status, 409);
  const inProgress = () => Response.json({ statusCode: 409, name: "concurrent_idempotent_requests", message: "in progress" }, { status: 409 });
  const { result: second } = await withErrors(() => handleNotifyEnquiry(call(), SETTINGS, recorder(inProgress).send));
  assert.equal(second.status, 502);
});

Deno.test("given-up notifications are listed in the e-mail, text and HTML escaped", async () => {
  const { sent, send } = recorder(ok);
  const givenUp = [
    { enquiry_id: 7, created_at: "2026-11-22T09:00:00+00:00", name: "Jo <b>", email: "jo@example.com" },
    { summary: { id: 12, count: 4, first_id: 8, last_id: 11, first_created_at: "2026-11-22T09:05:00+00:00", last_created_at: "2026-11-22T09:40:00+00:00" } },
  ];
  await handleNotifyEnquiry(call({ body: { ...PAYLOAD, given_up: givenUp } }), SETTINGS, send);
  const { text, html } = JSON.parse(String(sent[0]?.init.body));
  assert.match(text, /Not e-mailed \(every attempt failed\)/);
  assert.match(text, /- #7 Jo <b> <jo@example\.com>, received 2026-11-22T09:00:00\+00:00/);
  assert.match(text, /- a summary of 4 enquiries, #8 to #11/);
  assert.ok(html.includes("#7 Jo &lt;b&gt; &lt;jo@example.com&gt;"));
  assert.ok(!html.includes("<b>"));
});

Deno.test("reads its settings from the Supabase secrets", () => {
  const secrets: Record<string, string> = {
    NOTIFY_WEBHOOK_SECRET: "w",
    RESEND_API_KEY: "k",
    ENQUIRY_RECIPIENT: "r@example.com",
    ENQUIRY_SENDER: "s@example.com",
  };
  assert.deepEqual(
    readSettings((name) => secrets[name]),
    { webhookSecret: "w", resendApiKey: "k", recipient: "r@example.com", sender: "s@example.com" },
  );
});

const SUMMARY_PAYLOAD = {
  type: "SUMMARY",
  table: "contact_submissions",
  schema: "public",
  summary: { id: 90, count: 30, first_id: 61, last_id: 90, first_created_at: "2026-11-23T10:00:00+00:00", last_created_at: "2026-11-23T10:40:00+00:00" },
  idempotency_key: KEY,
  given_up: [],
};

Deno.test("a summary payload sends one e-mail: how many more enquiries, and where to read them", async () => {
  const { sent, send } = recorder(ok);
  const response = await handleNotifyEnquiry(call({ body: SUMMARY_PAYLOAD }), SETTINGS, send);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { sent: true, summary: 90, email: "email-123" });
  assert.equal(sent.length, 1);
  assert.equal((sent[0]?.init.headers as Record<string, string>)["idempotency-key"], `summary-${KEY}`);
  const body = JSON.parse(String(sent[0]?.init.body));
  assert.deepEqual(Object.keys(body), ["from", "to", "subject", "text", "html"]);
  assert.equal(body.subject, "30 more enquiries, named inside");
  assert.match(body.text, /#61 to #90/);
  assert.match(body.text, /public\.contact_submissions/);
});

Deno.test("refuses a summary that is not one (400), sending nothing", async () => {
  const { sent, send } = recorder(ok);
  for (const body of [
    { ...SUMMARY_PAYLOAD, table: "other" },
    { ...SUMMARY_PAYLOAD, summary: null },
    { ...SUMMARY_PAYLOAD, summary: { ...SUMMARY_PAYLOAD.summary, count: "30" } },
  ]) {
    assert.equal((await handleNotifyEnquiry(call({ body }), SETTINGS, send)).status, 400, JSON.stringify(body));
  }
  assert.equal(sent.length, 0);
});

Deno.test("a mail outage followed by recovery: the database's retries e-mail every enquiry once", async () => {
  // Resend as the function meets it: down at first, then up, keeping one e-mail per Idempotency-Key.
  let providerUp = false;
  const delivered = new Map<string, string>();
  const send = ((_url: string | URL | Request, init: RequestInit = {}) => {
    if (!providerUp) return Promise.resolve(Response.json({ message: "service unavailable" }, { status: 503 }));
    const key = (init.headers as Record<string, string>)["idempotency-key"] ?? "";
    if (!delivered.has(key)) delivered.set(key, String(init.body));
    return Promise.resolve(Response.json({ id: `email-${key}` }));
  }) as typeof fetch;
  const enquiries = [41, 42, 43].map((id) => ({ ...PAYLOAD, record: { ...RECORD, id }, idempotency_key: `${KEY.slice(0, -2)}${id}` }));
  // What the database does: every enquiry is posted until the function answers 200.
  const answered = new Set<number>();
  const retryRound = async () => {
    for (const payload of enquiries.filter((each) => !answered.has(each.record.id))) {
      const response = await handleNotifyEnquiry(call({ body: payload }), SETTINGS, send);
      await response.body?.cancel();
      if (response.status === 200) answered.add(payload.record.id);
      else assert.equal(response.status, 502);
    }
  };
  const { errors } = await withErrors(async () => {
    await retryRound();
    await retryRound();
  });
  assert.equal(errors.length, 6);
  assert.equal(delivered.size, 0);
  providerUp = true;
  await retryRound();
  // An answer lost on the way back: the database posts the same enquiry again.
  const again = await handleNotifyEnquiry(call({ body: enquiries[0] }), SETTINGS, send);
  assert.equal(again.status, 200);
  assert.deepEqual([...delivered.keys()].sort(), enquiries.map((each) => `enquiry-${each.idempotency_key}`).sort());
});
