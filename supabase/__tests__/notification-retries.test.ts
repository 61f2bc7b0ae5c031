/**
 * @jest-environment node
 *
 * What happens to each enquiry's e-mail after the insert: the scheduled job
 * (private.process_enquiry_notifications, run by pg_cron every minute) reads pg_net's answers,
 * retries with back-off, gives up after the maximum attempts, and past the hourly cap sends one
 * summary instead of one e-mail per enquiry. The test plays pg_net's worker and the function
 * (notification-helpers.ts); time passes by moving the recorded times back. The same outage on a
 * PostgreSQL server, with enquiries arriving at once: postgres-server.test.ts.
 */
import type { PGlite } from "@electric-sql/pglite";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openMigratedDatabase } from "../local/database";
import { applyPendingMigrations, listMigrations } from "../local/migrations";
import { freshMigratedDatabase } from "../testing/migrated-database";
import { emulateInsert } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, asNewVisitor, useMigratedDatabase } from "./db-helpers";
import { MailProvider, deliverQueued, enquiryKeys, pass, runJob, statuses, storedIds } from "./notification-helpers";

const database = useMigratedDatabase();

/** The migration that added retries; the one test of older rows applies the migrations before it first. */
const RETRIES_VERSION = "20261125090200";

type Limits = { hourly_cap: number; max_attempts: number; first_retry_seconds: number; answer_wait_seconds: number };
let limits: Limits;

beforeAll(async () => {
  const result = await database().query<Limits>(
    `select hourly_cap, max_attempts, extract(epoch from first_retry)::int as first_retry_seconds,
            extract(epoch from answer_wait)::int as answer_wait_seconds
       from private.enquiry_notification_limits()`,
  );
  limits = result.rows[0] as Limits;
});

beforeEach(async () => {
  await database().exec("truncate net.http_request_queue, net._http_response; delete from vault.secrets;");
  await database().query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
  await database().query("select vault.create_secret('secret', 'notify_enquiry_secret')");
});

async function countByStatus(db: PGlite): Promise<Record<string, number>> {
  return (await statuses(db)).reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.status]: (counts[row.status] ?? 0) + 1 }), {});
}

async function sendEnquiries(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expect(
      (await emulateInsert(database(), { table: "contact_submissions", body: { ...SAMPLE_HOME_ROW, message: `Enquiry ${i}` }, headers: asNewVisitor() }))
        .status,
    ).toBe(201);
  }
}

describe("a mail outage followed by recovery", () => {
  it("e-mails every enquiry once, retrying with back-off, and the status view stays true after pg_net forgets", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    await sendEnquiries(3);

    // The outage: the first attempt and two retries fail.
    await deliverQueued(db, "down", provider, handed);
    await runJob(db);
    expect((await statuses(db)).map((row) => [row.status, row.attempts])).toEqual([
      ["retry scheduled", 1],
      ["retry scheduled", 1],
      ["retry scheduled", 1],
    ]);
    expect((await statuses(db))[0]?.problem).toBe('502: {"error":"Resend answered 503: unavailable"}');
    // Not before the back-off: nothing is retried half a minute early (real time passes too).
    await pass(db, limits.first_retry_seconds - 30);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(0);
    // Then the retry, and the next wait is twice as long.
    await pass(db, 30);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(3);
    await runJob(db);
    await pass(db, 2 * limits.first_retry_seconds - 30);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(0);
    await pass(db, 30);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(3);
    await runJob(db);
    expect(provider.emails.size).toBe(0);

    // Recovery.
    await pass(db, 4 * limits.first_retry_seconds);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(3);
    await runJob(db);
    expect((await statuses(db)).map((row) => [row.status, row.attempts, row.problem])).toEqual([
      ["sent", 4, null],
      ["sent", 4, null],
      ["sent", 4, null],
    ]);
    expect([...provider.emails.keys()].sort()).toEqual((await enquiryKeys(db)).sort());

    // Nothing more is sent, and pg_net dropping its answers (after 6 hours) changes nothing.
    await pass(db, 24 * 3600);
    await db.exec("truncate net._http_response");
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("an attempt whose answer never comes is retried; the idempotency key keeps it to one e-mail", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    await sendEnquiries(1);
    await deliverQueued(db, "sends but the answer is lost", provider, handed);
    await runJob(db);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sending"]);
    await pass(db, limits.answer_wait_seconds + 1);
    await runJob(db);
    // The attempt counts as failed; its back-off is over by then, so the retry goes out at once.
    expect(await statuses(db)).toEqual([expect.objectContaining({ status: "sending", attempts: 2, problem: expect.stringContaining("no answer") })]);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sent"]);
    expect(provider.sends).toBe(2);
    expect(provider.emails.size).toBe(1);
  });

  it("gives up after the maximum attempts and says why; the enquiry stays in the table", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    await sendEnquiries(1);
    for (let attempt = 1; attempt <= limits.max_attempts; attempt += 1) {
      expect(await deliverQueued(db, "down", provider, handed)).toBe(1);
      await runJob(db);
      await pass(db, limits.first_retry_seconds * 2 ** (attempt - 1));
      await runJob(db);
    }
    expect(await statuses(db)).toEqual([
      expect.objectContaining({ status: "given up", attempts: limits.max_attempts, problem: expect.stringContaining("502") }),
    ]);
    // No further attempt of the enquiry: what is queued next is the alert about it.
    const queued = await db.query<{ type: string }>("select body ->> 'type' as type from net.http_request_queue order by id");
    expect(queued.rows.map((row) => row.type)).toEqual([...Array.from({ length: limits.max_attempts }, () => "INSERT"), "ALERT"]);
  });

  it("an enquiry stored while the Vault secrets were missing is e-mailed once they are set", async () => {
    const db = database();
    await db.exec("delete from vault.secrets");
    await sendEnquiries(1);
    expect(await statuses(db)).toEqual([expect.objectContaining({ status: "retry scheduled", problem: expect.stringContaining("must both be set") })]);
    await db.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
    await db.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
    await pass(db, limits.first_retry_seconds);
    await runJob(db);
    const provider = new MailProvider();
    expect(await deliverQueued(db, "up", provider, new Set())).toBe(1);
    await runJob(db);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sent"]);
  });
});

describe("the hourly cap", () => {
  it("past the cap, one summary instead of one e-mail per enquiry; the next summary waits an hour", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    const extra = 7;
    await sendEnquiries(limits.hourly_cap + extra);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(limits.hourly_cap);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);

    const summaries = [...provider.emails.entries()].filter(([key]) => key.startsWith("summary-"));
    expect(summaries).toHaveLength(1);
    const ids = await storedIds(db);
    expect(summaries[0]?.[1]).toMatchObject({
      type: "SUMMARY",
      summary: { count: extra, first_id: ids[limits.hourly_cap], last_id: ids[ids.length - 1] },
    });
    expect(provider.emails.size).toBe(limits.hourly_cap + 1);
    expect(await countByStatus(db)).toEqual({ sent: limits.hourly_cap, "sent in summary": extra });

    // More within the hour: held, and summarised only once the hour since the last summary is over.
    await sendEnquiries(2);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
    expect((await statuses(db)).slice(-2).map((row) => row.status)).toEqual(["held for summary", "held for summary"]);
    await pass(db, 3600);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect((await statuses(db)).slice(-2).map((row) => row.status)).toEqual(["sent in summary", "sent in summary"]);
  });
});

describe("per sender first", () => {
  it("two senders at their full allowance for half an hour, then fifteen people once each: all fifteen are e-mailed on their own", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    const senders = ["203.0.113.7", "2001:db8:7:7::1"];
    for (let round = 0; round < 3; round += 1) {
      for (const sender of senders) {
        for (let i = 0; ; i += 1) {
          const answer = await emulateInsert(db, {
            table: "contact_submissions",
            body: { ...SAMPLE_HOME_ROW, message: `Round ${round} from ${sender}` },
            headers: { "cf-connecting-ip": sender },
          });
          if (answer.status === 429) break;
          expect(answer.status).toBe(201);
        }
      }
      await deliverQueued(db, "up", provider, handed);
      await runJob(db);
      await pass(db, 600);
    }
    const flood = await countByStatus(db);
    // One individual e-mail per sender in the hour; the rest wait for the summary.
    expect(flood.sent).toBe(senders.length);

    const people = Array.from({ length: 15 }, (_, i) => `198.51.100.${i + 1}`);
    for (const person of people) {
      expect(
        (
          await emulateInsert(db, {
            table: "contact_submissions",
            body: { ...SAMPLE_HOME_ROW, message: `Once from ${person}` },
            headers: { "cf-connecting-ip": person },
          })
        ).status,
      ).toBe(201);
    }
    expect(await deliverQueued(db, "up", provider, handed)).toBe(people.length);
    await runJob(db);
    const sentOnTheirOwn = await db.query<{ message: string }>(
      `select c.message from private.enquiry_notification_status s join public.contact_submissions c on c.id = s.submission_id
        where s.status = 'sent' and c.message like 'Once from %'`,
    );
    expect(sentOnTheirOwn.rows).toHaveLength(people.length);
  });

  it("a sender's second enquiry within the hour waits for the summary; after the hour it is e-mailed on its own again", async () => {
    const db = database();
    const from = { "cf-connecting-ip": "203.0.113.9" };
    for (let i = 0; i < 2; i += 1) expect((await emulateInsert(db, { table: "contact_submissions", body: SAMPLE_HOME_ROW, headers: from })).status).toBe(201);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sending", "held for summary"]);
    await pass(db, 3600);
    await runJob(db);
    // The job forgot the sender after the hour.
    expect((await db.query("select sender from private.enquiry_notifications where sender is not null")).rows).toEqual([]);
    expect((await emulateInsert(db, { table: "contact_submissions", body: SAMPLE_HOME_ROW, headers: from })).status).toBe(201);
    expect((await statuses(db)).map((row) => row.status)).toContain("sending");
    expect((await statuses(db)).at(-1)?.status).toBe("sending");
  });
});

describe("idempotency keys", () => {
  it("two databases whose first enquiries have the same id both get their e-mails through one provider", async () => {
    const provider = new MailProvider();
    // Production and staging: two fresh databases, so both first enquiries get id 1.
    const production = await freshMigratedDatabase();
    const staging = await freshMigratedDatabase();
    try {
      for (const [db, ref] of [
        [production, "production"],
        [staging, "staging"],
      ] as const) {
        await db.query("select vault.create_secret($1, 'notify_enquiry_url')", [`https://${ref}.supabase.co/functions/v1/notify-enquiry`]);
        await db.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
        expect((await emulateInsert(db, { table: "contact_submissions", body: SAMPLE_HOME_ROW, headers: asNewVisitor() })).status).toBe(201);
      }
      expect(await storedIds(production)).toEqual([1]);
      expect(await storedIds(staging)).toEqual([1]);
      for (const db of [production, staging]) {
        expect(await deliverQueued(db, "up", provider, new Set())).toBe(1);
        await runJob(db);
        expect((await statuses(db)).map((row) => row.status)).toEqual(["sent"]);
      }
      expect(provider.emails.size).toBe(2);
      expect(provider.conflicts).toBe(0);
    } finally {
      await production.close();
      await staging.close();
    }
  });

  it("a key the provider saw with another body (409) gets a new key and the enquiry is e-mailed, never given up", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    await sendEnquiries(1);
    const [key] = await enquiryKeys(db);
    provider.send(key as string, { another: "body" });
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect(await statuses(db)).toEqual([expect.objectContaining({ status: "retry scheduled", problem: expect.stringContaining("409") })]);
    expect(await enquiryKeys(db)).not.toEqual([key]);
    await pass(db, limits.first_retry_seconds);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect((await statuses(db)).map((row) => row.status)).toEqual(["sent"]);
    expect(provider.emails.get((await enquiryKeys(db))[0] as string)).toMatchObject({ type: "INSERT" });
  });
});

describe("summaries and deletes", () => {
  it("deleting enquiries a summary covers sends no second summary within the hour and leaves nothing held", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    await sendEnquiries(limits.hourly_cap + 3);
    await deliverQueued(db, "up", provider, handed);
    await runJob(db);
    // The summary's first attempt fails; an enquiry it covers is deleted (spam) before the retry.
    expect(await deliverQueued(db, "down", provider, handed)).toBe(1);
    await runJob(db);
    const ids = await storedIds(db);
    await db.query("delete from public.contact_submissions where id = $1", [ids[ids.length - 1]]);
    await pass(db, limits.first_retry_seconds);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect(provider.conflicts).toBe(0);
    expect(await countByStatus(db)).toEqual({ sent: limits.hourly_cap, "sent in summary": 2 });

    // More held enquiries within the hour: no second summary until the hour is over.
    await sendEnquiries(1);
    await db.query("delete from public.contact_submissions where id = any($1)", [ids.slice(limits.hourly_cap, limits.hourly_cap + 2)]);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
    expect((await statuses(db)).at(-1)?.status).toBe("held for summary");
    await pass(db, 3600);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect(Object.keys(await countByStatus(db)).sort()).toEqual(["sent", "sent in summary"]);
  });
});

describe("given-up notifications are alerted on their own", () => {
  it("an alert lists them at once, with no new enquiry; the status view says when it went out; an alert that gives up passes its list on", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<string>();
    /** Fails every attempt due until the notifications queued so far have given up. */
    async function failAll(): Promise<void> {
      for (let attempt = 1; attempt <= limits.max_attempts; attempt += 1) {
        await deliverQueued(db, "down", provider, handed);
        await runJob(db);
        await pass(db, limits.first_retry_seconds * 2 ** (attempt - 1));
        await runJob(db);
      }
    }
    await sendEnquiries(2);
    await failAll();
    const alerts = await db.query<{ given_up: Array<{ enquiry_id: number }> }>(
      "select body -> 'given_up' as given_up from net.http_request_queue where body ->> 'type' = 'ALERT' order by id",
    );
    expect(alerts.rows.map((row) => row.given_up.map((item) => item.enquiry_id))).toEqual([await storedIds(db)]);
    const view = () =>
      db.query<{ status: string; alert: string | null; listed: boolean }>(
        "select status, given_up_alert as alert, given_up_listed_at is not null as listed from private.enquiry_notification_status order by submission_id",
      );
    expect((await view()).rows).toEqual([
      { status: "given up", alert: "sending", listed: false },
      { status: "given up", alert: "sending", listed: false },
    ]);
    // The alert fails too (the provider is down, no webhook answers): once it gives up, a new alert lists them.
    await failAll();
    expect((await view()).rows.map((row) => row.alert)).toEqual(["sending", "sending"]);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    const [alert] = [...provider.emails.entries()].filter(([key]) => key.startsWith("alert-"));
    expect((alert?.[1].given_up as Array<{ enquiry_id: number }>).map((item) => item.enquiry_id)).toEqual(await storedIds(db));
    expect((await view()).rows).toEqual([
      { status: "given up", alert: "sent", listed: true },
      { status: "given up", alert: "sent", listed: true },
    ]);
    // Told once: deleting enquiries and an hour later make no further alert.
    await db.query("delete from public.contact_submissions where id = $1", [(await storedIds(db))[0]]);
    await pass(db, 3600);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
  });
});

describe("the schedule", () => {
  it("runs the job every minute through pg_cron", async () => {
    const jobs = await database().query<{ jobname: string; schedule: string; command: string }>("select jobname, schedule, command from cron.job");
    expect(jobs.rows).toEqual([{ jobname: "process-enquiry-notifications", schedule: "* * * * *", command: "select private.process_enquiry_notifications()" }]);
  });
});

describe("notifications recorded before retries existed", () => {
  it("take their state from what pg_net still knows; an answer it already dropped is shown as unknown", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    const [before, after] = [
      listMigrations().filter((migration) => migration.version < RETRIES_VERSION),
      listMigrations().filter((migration) => migration.version >= RETRIES_VERSION),
    ];
    for (const migration of before) copyFileSync(migration.file, path.join(folder, path.basename(migration.file)));
    const { db } = await openMigratedDatabase({ migrationsDir: folder });
    try {
      await db.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
      await db.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
      for (let i = 0; i < 4; i += 1) await db.query("insert into public.contact_submissions (name, email, message) values ('A', 'a@example.com', 'Hi')");
      await db.exec("delete from vault.secrets");
      await db.query("insert into public.contact_submissions (name, email, message) values ('A', 'a@example.com', 'Hi')");
      const requests = (
        await db.query<{ request_id: number }>("select request_id from private.enquiry_notifications where request_id is not null order by submission_id")
      ).rows;
      await db.query("insert into net._http_response (id, status_code, content) values ($1, 200, 'ok'), ($2, 502, 'down')", [
        requests[0]?.request_id,
        requests[1]?.request_id,
      ]);
      await db.query("update private.enquiry_notifications set queued_at = now() - interval '7 hours' where request_id = $1", [requests[3]?.request_id]);

      for (const migration of after) copyFileSync(migration.file, path.join(folder, path.basename(migration.file)));
      await applyPendingMigrations(db, folder);
      expect((await statuses(db)).map((row) => [row.status, row.problem])).toEqual([
        ["sent", null],
        ["retry scheduled", "502: down"],
        ["sending", null],
        ["given up", expect.stringContaining("outcome unknown")],
        ["retry scheduled", expect.stringContaining("must both be set")],
      ]);
    } finally {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
