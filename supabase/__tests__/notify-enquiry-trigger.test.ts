/** @jest-environment node */
import { toContactPageRow } from "../../src/forms/submission-rows";
import { emulateInsert } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, asNewVisitor, countRows, sqlStateAs, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";
const FUNCTION_URL = "https://project-ref.supabase.co/functions/v1/notify-enquiry";
const WEBHOOK_SECRET = "webhook-secret-for-tests";

const homeRow = SAMPLE_HOME_ROW;
const contactRow = toContactPageRow({
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "Acme <Manufacturing> & Sons",
  phone: "+91 40 1234 5678",
  service: "sap",
  message: "We are planning an S/4HANA migration.",
  website: "",
});

type QueuedCall = { method: string; url: string; headers: Record<string, string>; body: Record<string, unknown>; timeout_milliseconds: number };

const database = useMigratedDatabase();

beforeEach(async () => {
  // The stand-in for pg_net (supabase/local/platform.ts) records what would be sent.
  await database().exec("truncate net.http_request_queue, net._http_response; delete from vault.secrets;");
});

async function setSecrets() {
  await database().query("select vault.create_secret($1, 'notify_enquiry_url'), vault.create_secret($2, 'notify_enquiry_secret')", [
    FUNCTION_URL,
    WEBHOOK_SECRET,
  ]);
}

async function queuedCalls(): Promise<QueuedCall[]> {
  return (await database().query<QueuedCall>("select method, url, headers, body, timeout_milliseconds from net.http_request_queue order by id")).rows;
}

async function notifications() {
  return (
    await database().query<{ submission_id: number; request_id: number | null; error: string | null }>(
      "select submission_id, request_id, error from private.enquiry_notifications order by submission_id",
    )
  ).rows;
}

async function storedIds(): Promise<number[]> {
  return (await database().query<{ id: number }>("select id from public.contact_submissions order by id")).rows.map((row) => row.id);
}

const insert = (body: Record<string, unknown>) => emulateInsert(database(), { table: TABLE, body, headers: asNewVisitor() });

describe("each stored enquiry is sent to the notify-enquiry function", () => {
  beforeEach(setSecrets);

  it("queues one POST per insert, as a Database Webhook payload with the stored row, guarded by the webhook secret", async () => {
    expect((await insert(contactRow)).status).toBe(201);
    const [id] = await storedIds();
    const calls = await queuedCalls();
    expect(calls).toEqual([
      {
        method: "POST",
        url: FUNCTION_URL,
        headers: { "Content-Type": "application/json", "x-webhook-secret": WEBHOOK_SECRET },
        body: {
          type: "INSERT",
          table: TABLE,
          schema: "public",
          record: { ...contactRow, id, created_at: expect.any(String), submission_key: null },
          old_record: null,
          idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          given_up: [],
        },
        timeout_milliseconds: 10000,
      },
    ]);
    const requestIds = (await database().query<{ id: number }>("select id from net.http_request_queue")).rows.map((row) => row.id);
    expect(await notifications()).toEqual([{ submission_id: id, request_id: requestIds[0], error: null }]);
  });

  it("sends each insert's own row: two enquiries, two calls", async () => {
    expect((await insert(homeRow)).status).toBe(201);
    expect((await insert(contactRow)).status).toBe(201);
    const calls = await queuedCalls();
    expect(calls.map((call) => (call.body.record as { email: string }).email)).toEqual([homeRow.email, contactRow.email]);
    expect(calls[0]?.body.record).toMatchObject({ ...homeRow, first_name: "", last_name: "" });
  });

  it("says nothing about a refused row: the queued request rolls back with it", async () => {
    const refused = await insert({ ...homeRow, service: "erp" });
    expect(refused.status).toBe(400);
    expect(await queuedCalls()).toEqual([]);
    expect(await countRows(database(), "private.enquiry_notifications")).toBe(0);
  });
});

describe("a notification that cannot be queued never costs the enquiry", () => {
  it("stores the row and records why when the secrets are not set", async () => {
    expect((await insert(homeRow)).status).toBe(201);
    expect(await storedIds()).toHaveLength(1);
    expect(await queuedCalls()).toEqual([]);
    expect(await notifications()).toEqual([
      expect.objectContaining({ request_id: null, error: "Vault secrets notify_enquiry_url and notify_enquiry_secret must both be set" }),
    ]);
  });

  it("stores the row and records the error when pg_net itself fails", async () => {
    await setSecrets();
    await database().exec(`
      alter function net.http_post(text, jsonb, jsonb, jsonb, integer) rename to http_post_working;
      create function net.http_post(url text, body jsonb, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language plpgsql as $$ begin raise exception 'pg_net queue is full'; end $$;
    `);
    try {
      expect((await insert(homeRow)).status).toBe(201);
      expect(await storedIds()).toHaveLength(1);
      expect(await notifications()).toEqual([expect.objectContaining({ request_id: null, error: "pg_net queue is full" })]);
    } finally {
      await database().exec(`
        drop function net.http_post(text, jsonb, jsonb, jsonb, integer);
        alter function net.http_post_working(text, jsonb, jsonb, jsonb, integer) rename to http_post;
      `);
    }
  });
});

describe("privileges", () => {
  it.each([
    ["the notification log", "select * from private.enquiry_notifications"],
    ["the status view", "select * from private.enquiry_notification_status"],
    ["Vault", "select * from vault.decrypted_secrets"],
    ["the trigger function", "select private.queue_enquiry_notification()"],
    ["the scheduled job", "select private.process_enquiry_notifications()"],
    ["an attempt", "select private.attempt_enquiry_notification(1)"],
    ["the payload", "select private.enquiry_notification_payload(1)"],
    ["the notification limits", "select * from private.enquiry_notification_limits()"],
    ["the rate limit trigger function", "select private.limit_enquiry_rows()"],
    ["the rate limit bucket", "select private.rate_limit_bucket('203.0.113.7')"],
    ["the rate limit entries", "select * from private.contact_submission_writes"],
    ["the resent-submission trigger function", "select private.skip_resent_enquiry()"],
    ["the rows-per-request trigger function", "select private.limit_rows_per_request()"],
    ["the sender of a request", "select private.request_sender()"],
    ["the hourly cap's slots", "select * from private.enquiry_notification_slots"],
    ["a slot of the hourly cap", "select private.claim_enquiry_notification_slot()"],
  ])("anon cannot read or call %s", async (_, sql) => {
    expect(await sqlStateAs(database(), "anon", sql)).toBe("42501");
  });
});
