/**
 * The lists an e-mail carries, under real Deno: the enquiries a summary names, and given-up
 * notifications. An item over its bound (UTF-16 code units) is shortened and an unreadable one still
 * listed: no item is a reason to refuse the e-mail that lists it.
 */
import assert from "node:assert/strict";
import { handleNotifyEnquiry } from "./handler.ts";
import { MAX_LISTED } from "./listing.ts";
import { call, KEY, ok, PAYLOAD, recorder, SETTINGS } from "./test-support.ts";

const sentBody = (sent: Array<{ init: RequestInit }>) => JSON.parse(String(sent[0]?.init.body)) as { subject: string; text: string; html: string };

Deno.test("a given-up item over its bound is shortened, an unreadable one listed as such, and the e-mail is sent", async () => {
  const { sent, send } = recorder(ok);
  // An address stored before the bounds: 200 emoji and a domain, 405 UTF-16 code units.
  const emoji = "\u{1F600}".repeat(200);
  const givenUp = [
    { enquiry_id: 7, created_at: "2026-11-22T09:00:00+00:00", name: "N".repeat(300), email: `${emoji}@x.io` },
    42,
    { enquiry_id: "8", email: 7 },
  ];
  const response = await handleNotifyEnquiry(call({ body: { ...PAYLOAD, given_up: givenUp } }), SETTINGS, send);
  assert.equal(response.status, 200);
  assert.equal(sent.length, 1);
  const { text } = sentBody(sent);
  const lines = text.split("\n").filter((line) => line.startsWith("- "));
  assert.equal(lines.length, 3);
  // Cut to 254 code units between characters (127 emoji) and the name to 101.
  assert.ok(lines[0]?.startsWith(`- #7 ${"N".repeat(101)} <${"\u{1F600}".repeat(127)}>, received `), lines[0]);
  assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(text), "no half of a surrogate pair");
  assert.equal(lines[1], "- #?  <>, received ");
  assert.equal(lines[2], "- #?  <>, received ");
});

Deno.test(`a list longer than ${MAX_LISTED} names the first ${MAX_LISTED} and says how many more`, async () => {
  const { sent, send } = recorder(ok);
  const givenUp = Array.from({ length: MAX_LISTED + 3 }, (_, i) => ({ enquiry_id: i, created_at: "t", name: "A", email: "a@example.com" }));
  assert.equal((await handleNotifyEnquiry(call({ body: { ...PAYLOAD, given_up: givenUp } }), SETTINGS, send)).status, 200);
  const { text } = sentBody(sent);
  assert.equal(text.split("\n").filter((line) => line.startsWith("- #")).length, MAX_LISTED);
  assert.match(text, /\n- and 3 more\n/);
});

const SUMMARY = {
  type: "SUMMARY",
  table: "contact_submissions",
  schema: "public",
  idempotency_key: KEY,
  given_up: [],
  summary: {
    id: 90,
    count: 3,
    first_id: 61,
    last_id: 63,
    first_created_at: "2026-11-23T10:00:00+00:00",
    last_created_at: "2026-11-23T10:40:00+00:00",
    still_held: 2,
    enquiries: [
      {
        id: 63,
        created_at: "2026-11-23T10:40:00+00:00",
        name: "Priya Raman",
        email: "priya@example.com",
        company: "Acme <Ltd>",
        service: "sap",
        excerpt: "We plan a migration.\nCall me.",
        from_same_range: 1,
      },
      { id: 61, created_at: "2026-11-23T10:00:00+00:00", name: "Spam", email: "s@example.com", company: "", service: "", excerpt: "Buy", from_same_range: 2 },
      { id: 62, created_at: "2026-11-23T10:01:00+00:00", name: "Spam", email: "s@example.com", company: "", service: "", excerpt: "Buy", from_same_range: 2 },
    ],
  },
};

Deno.test("a summary names every enquiry it covers, in the database's order, with its message's first lines", async () => {
  const { sent, send } = recorder(ok);
  const response = await handleNotifyEnquiry(call({ body: SUMMARY }), SETTINGS, send);
  assert.equal(response.status, 200);
  const { subject, text, html } = sentBody(sent);
  assert.equal(subject, "3 more enquiries, named inside");
  assert.equal(
    text,
    [
      "3 more enquiries arrived between 2026-11-23T10:00:00+00:00 and 2026-11-23T10:40:00+00:00 (#61 to #63), not e-mailed one by one: a sender's further enquiry within the hour, a network range's share of e-mails used up, or the hourly cap reached.",
      "Each is named below, likeliest genuine first (people who wrote once before a flood's rows).",
      "",
      "1. #63 Priya Raman <priya@example.com>, Acme <Ltd>, sap, received 2026-11-23T10:40:00+00:00",
      "   > We plan a migration.",
      "   > Call me.",
      "2. #61 Spam <s@example.com>, received 2026-11-23T10:00:00+00:00 (one of 2 held from the same network range)",
      "   > Buy",
      "3. #62 Spam <s@example.com>, received 2026-11-23T10:01:00+00:00 (one of 2 held from the same network range)",
      "   > Buy",
      "",
      "2 enquiries are still held: the next summary, within the hour, names them.",
      "Reply from the table public.contact_submissions (Supabase dashboard, Table Editor).",
      "",
    ].join("\n"),
  );
  assert.ok(html.includes("Acme &lt;Ltd&gt;"));
  assert.ok(!html.includes("<Ltd>"));
});

Deno.test("a summary item over its bounds is shortened, never refused", async () => {
  const { sent, send } = recorder(ok);
  const long = { ...SUMMARY.summary.enquiries[0], name: "\u{1F600}".repeat(100), excerpt: "x".repeat(5000) };
  const body = { ...SUMMARY, summary: { ...SUMMARY.summary, enquiries: [long, null] } };
  assert.equal((await handleNotifyEnquiry(call({ body }), SETTINGS, send)).status, 200);
  const { text } = sentBody(sent);
  assert.ok(text.includes(`> ${"x".repeat(300)}\n`));
  assert.ok(!text.includes("x".repeat(301)));
  assert.match(text, /\n2\. #\? {2}<>, received \n/);
});
