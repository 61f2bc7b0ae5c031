/**
 * @jest-environment node
 *
 * What happens to each enquiry's e-mail after the insert: the scheduled job
 * (private.process_enquiry_notifications, run by pg_cron every minute) reads pg_net's answers,
 * retries with back-off, gives up after the maximum attempts, and past the hourly cap sends one
 * summary instead of one e-mail per enquiry. Here the test plays pg_net's worker: it hands each
 * queued request to a stand-in of the notify-enquiry function (which, like the real one, sends
 * through a mail provider that keeps one e-mail per Idempotency-Key) and writes the answer where
 * pg_net writes it. Time passes by moving the recorded times back.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openMigratedDatabase } from "../local/database";
import { applyPendingMigrations, listMigrations } from "../local/migrations";
import { emulateInsert } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, asNewVisitor, useMigratedDatabase } from "./db-helpers";

const database = useMigratedDatabase();

/** The migration that added retries; the one test of older rows applies the migrations before it first. */
const RETRIES_VERSION = "20261125090200";

type Limits = { hourly_cap: number; max_attempts: number; first_retry_seconds: number; answer_wait_seconds: number };
let limits: Limits;

type Status = { submission_id: number; status: string; problem: string | null; attempts: number };

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

/** The mail provider: one e-mail per idempotency key, as Resend keeps them (24 hours). */
class MailProvider {
  readonly emails = new Map<string, Record<string, unknown>>();
  sends = 0;
  send(key: string, payload: Record<string, unknown>): void {
    this.sends += 1;
    if (!this.emails.has(key)) this.emails.set(key, payload);
  }
}

type FunctionBehaviour = "up" | "down" | "sends but the answer is lost";

/** The notify-enquiry function as the database sees it: its idempotency keys are the real function's. */
function answerFor(behaviour: FunctionBehaviour, provider: MailProvider, body: Record<string, unknown>): { status: number; content: string } | null {
  if (behaviour === "down") return { status: 502, content: '{"error":"Resend answered 503: unavailable"}' };
  const key = body.type === "SUMMARY" ? `summary-${(body.summary as { id: number }).id}` : `enquiry-${(body.record as { id: number }).id}`;
  provider.send(key, body);
  return behaviour === "up" ? { status: 200, content: '{"sent":true}' } : null;
}

/** pg_net's worker: every request not yet handed over goes to the function; its answer is recorded (unless lost). */
async function deliverQueued(db: PGlite, behaviour: FunctionBehaviour, provider: MailProvider, handed: Set<number>): Promise<number> {
  const queued = await db.query<{ id: number; body: Record<string, unknown> }>("select id, body from net.http_request_queue order by id");
  let count = 0;
  for (const request of queued.rows.filter((each) => !handed.has(each.id))) {
    handed.add(request.id);
    count += 1;
    const answer = answerFor(behaviour, provider, request.body);
    if (answer) await db.query("insert into net._http_response (id, status_code, content) values ($1, $2, $3)", [request.id, answer.status, answer.content]);
  }
  return count;
}

const runJob = (db: PGlite) => db.query("select private.process_enquiry_notifications()");

/** Moves every recorded time back, as if `seconds` had passed. */
async function pass(db: PGlite, seconds: number): Promise<void> {
  const shift = `interval '${seconds} seconds'`;
  await db.exec(`
    update private.enquiry_notifications set queued_at = queued_at - ${shift}, attempted_at = attempted_at - ${shift},
      next_attempt_at = next_attempt_at - ${shift}, sent_at = sent_at - ${shift}, summary_made_at = summary_made_at - ${shift};
    update net._http_response set created = created - ${shift};
    update public.contact_submissions set created_at = created_at - ${shift};
  `);
}

async function statuses(db: PGlite): Promise<Status[]> {
  return (await db.query<Status>("select submission_id, status, problem, attempts from private.enquiry_notification_status order by submission_id")).rows;
}

async function sendEnquiries(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expect(
      (await emulateInsert(database(), { table: "contact_submissions", body: { ...SAMPLE_HOME_ROW, message: `Enquiry ${i}` }, headers: asNewVisitor() }))
        .status,
    ).toBe(201);
  }
}

async function storedIds(db: PGlite): Promise<number[]> {
  return (await db.query<{ id: number }>("select id from public.contact_submissions order by id")).rows.map((row) => row.id);
}

describe("a mail outage followed by recovery", () => {
  it("e-mails every enquiry once, retrying with back-off, and the status view stays true after pg_net forgets", async () => {
    const db = database();
    const provider = new MailProvider();
    const handed = new Set<number>();
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
    // Not before the back-off: nothing is retried a second early.
    await pass(db, limits.first_retry_seconds - 1);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(0);
    // Then the retry, and the next wait is twice as long.
    await pass(db, 1);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(3);
    await runJob(db);
    await pass(db, 2 * limits.first_retry_seconds - 1);
    await runJob(db);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(0);
    await pass(db, 1);
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
    expect([...provider.emails.keys()].sort()).toEqual((await storedIds(db)).map((id) => `enquiry-${id}`).sort());

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
    const handed = new Set<number>();
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
    const handed = new Set<number>();
    await sendEnquiries(1);
    for (let attempt = 1; attempt <= limits.max_attempts; attempt += 1) {
      expect(await deliverQueued(db, "down", provider, handed)).toBe(1);
      await runJob(db);
      await pass(db, limits.first_retry_seconds * 2 ** (attempt - 1));
      await runJob(db);
    }
    expect(await deliverQueued(db, "down", provider, handed)).toBe(0);
    expect(await statuses(db)).toEqual([
      expect.objectContaining({ status: "given up", attempts: limits.max_attempts, problem: expect.stringContaining("502") }),
    ]);
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
    const handed = new Set<number>();
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
    const byStatus = (await statuses(db)).reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.status]: (counts[row.status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ sent: limits.hourly_cap + 1, "sent in summary": extra - 1 });

    // More within the hour: held, and summarised only once the hour since the last summary is over.
    await sendEnquiries(2);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
    expect((await statuses(db)).slice(-2).map((row) => row.status)).toEqual(["held for summary", "held for summary"]);
    await pass(db, 3600);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    expect((await statuses(db)).slice(-2).map((row) => row.status)).toEqual(["sent in summary", "sent"]);
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
