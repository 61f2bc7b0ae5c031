/**
 * @jest-environment node
 *
 * A give-up is told on its own, on a PostgreSQL server: with no new enquiry, the scheduled job
 * makes an alert in the run that gives up (at most one an hour, so a later give-up waits less than
 * an hour); the status view and `npm run enquiries` show where the alert is; an alert's content is
 * frozen, and deleting enquiries lists nothing again.
 */
import { listEnquiries } from "../local/inbox";
import type { SqlQueries } from "../local/sql-session";
import { MailProvider, deliverQueued, pass, runJob } from "./notification-helpers";
import { describeOnServer, useServer } from "./server-suite";

jest.setTimeout(60_000);

type Queued = { id: string; type: string; given_up: Array<{ enquiry_id: number }> | null };

describeOnServer("give-up alerts on a PostgreSQL server", () => {
  const suite = useServer();
  let limits: { max_attempts: number; first_retry_seconds: number };

  beforeAll(async () => {
    const result = await suite
      .pool()
      .query<typeof limits>("select max_attempts, extract(epoch from first_retry)::int as first_retry_seconds from private.enquiry_notification_limits()");
    limits = result.rows[0] as typeof limits;
  });

  const alertsQueued = async (db: SqlQueries): Promise<Queued[]> =>
    (
      await db.query<Queued>(
        "select id::text as id, body ->> 'type' as type, body -> 'given_up' as given_up from net.http_request_queue q where body ->> 'type' = 'ALERT' order by q.id",
      )
    ).rows;

  const alertColumn = async () =>
    (
      await suite.pool().query<{ alert: string | null }>("select given_up_alert as alert from private.enquiry_notification_status order by submission_id")
    ).rows.map((row) => row.alert);

  it("with no new enquiry, the run that gives up alerts; a later give-up is alerted within the hour; the status view and npm run enquiries show it", async () => {
    const db = suite.session();
    const provider = new MailProvider();
    const handed = new Set<string>();
    expect((await suite.send("198.51.100.21")).status).toBe(201);
    for (let attempt = 1; attempt <= limits.max_attempts; attempt += 1) {
      await deliverQueued(db, "down", provider, handed);
      await runJob(db);
      await pass(db, limits.first_retry_seconds * 2 ** (attempt - 1));
      await runJob(db);
    }
    const [first] = await alertsQueued(db);
    const [lost] = (await suite.pool().query<{ id: number }>("select id::int as id from public.contact_submissions")).rows;
    expect(first?.given_up?.map((item) => item.enquiry_id)).toEqual([lost?.id]);
    // Made in the very run that gave up.
    const made = await suite
      .pool()
      .query<{ same_run: boolean }>(
        "select a.queued_at = g.given_up_at as same_run from private.enquiry_notifications a, private.enquiry_notifications g where a.alert is not null and g.submission_id is not null",
      );
    expect(made.rows).toEqual([{ same_run: true }]);
    expect(await alertColumn()).toEqual(["sending"]);
    await deliverQueued(db, "up", provider, handed);
    await runJob(db);
    expect(await alertColumn()).toEqual(["sent"]);
    expect((await listEnquiries(db))[0]?.notification).toMatch(/^given up, alert sent \d{4}-\d\d-\d\d \d\d:\d\d, 8 attempts: 502: /);

    // Twenty minutes later another notification gives up: its alert waits for the hour since the last one.
    await pass(db, 20 * 60);
    expect((await suite.send("198.51.100.22")).status).toBe(201);
    await suite
      .pool()
      .query("update private.enquiry_notifications set attempts = $1, request_id = null, next_attempt_at = now() where state = 'pending' and alert is null", [
        limits.max_attempts,
      ]);
    await runJob(db);
    expect(await alertColumn()).toEqual(["sent", "due"]);
    expect((await listEnquiries(db))[0]?.notification).toMatch(/^given up, alert due, 8 attempts/);
    await pass(db, 39 * 60);
    await runJob(db);
    expect(await alertsQueued(db)).toHaveLength(1);
    await pass(db, 60);
    await runJob(db);
    const alerts = await alertsQueued(db);
    expect(alerts).toHaveLength(2);
    const later = await suite.pool().query<{ id: number }>("select id::int as id from public.contact_submissions where message = 'From 198.51.100.22'");
    expect(alerts[1]?.given_up?.map((item) => item.enquiry_id)).toEqual([later.rows[0]?.id]);
    expect(await alertColumn()).toEqual(["sent", "sending"]);
  });

  it("an alert is frozen: deleting an enquiry it lists changes nothing it sends, and deleting enquiries lists nothing again", async () => {
    const db = suite.session();
    const provider = new MailProvider();
    const handed = new Set<string>();
    for (const address of ["198.51.100.31", "198.51.100.32"]) expect((await suite.send(address)).status).toBe(201);
    expect(await deliverQueued(db, "down", provider, handed)).toBe(2);
    await suite.pool().query("update private.enquiry_notifications set attempts = $1, request_id = null, next_attempt_at = now()", [limits.max_attempts]);
    await runJob(db);
    // The alert's first attempt fails; one enquiry it lists is deleted; the retry sends the same body.
    expect(await deliverQueued(db, "down", provider, handed)).toBe(1);
    await runJob(db);
    await suite.pool().query("delete from public.contact_submissions where message = 'From 198.51.100.31'");
    await pass(db, limits.first_retry_seconds);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(1);
    await runJob(db);
    const body = [...provider.emails.values()][0];
    expect((body?.given_up as unknown[]).length).toBe(2);
    expect(provider.conflicts).toBe(0);
    // Told: deleting the rest and an hour later, no alert lists anything again.
    await suite.pool().query("delete from public.contact_submissions");
    await pass(db, 3600);
    await runJob(db);
    expect(await deliverQueued(db, "up", provider, handed)).toBe(0);
  });
});
