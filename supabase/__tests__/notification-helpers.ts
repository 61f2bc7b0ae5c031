/**
 * pg_net's worker and the notify-enquiry function, played by the notification tests (PGlite and
 * the PostgreSQL server): each queued request goes to a stand-in of the function, which, like the
 * real one, sends through a mail provider that keeps one e-mail per Idempotency-Key, and its answer
 * is written where pg_net writes it. Not a test file: no `.test.` in the name.
 */
import { notificationFromPayload } from "../functions/notify-enquiry/enquiry.ts";
import type { SqlQueries } from "../local/sql-session";

/** A row of private.enquiry_notification_status. */
export type Status = { submission_id: number; status: string; problem: string | null; attempts: number };

/**
 * The mail provider: one e-mail per idempotency key, as Resend keeps them (24 hours); a key it saw
 * with another body is refused with 409, as Resend does.
 */
export class MailProvider {
  readonly emails = new Map<string, Record<string, unknown>>();
  sends = 0;
  conflicts = 0;
  send(key: string, payload: Record<string, unknown>): "sent" | "conflict" {
    this.sends += 1;
    const earlier = this.emails.get(key);
    if (earlier === undefined) this.emails.set(key, payload);
    else if (JSON.stringify(earlier) !== JSON.stringify(payload)) {
      this.conflicts += 1;
      return "conflict";
    }
    return "sent";
  }
}

export type FunctionBehaviour = "up" | "down" | "sends but the answer is lost";

/**
 * The notify-enquiry function as the database sees it: it reads the payload with the real
 * function's parser (a payload it refuses is answered 400, as the function does) and sends under
 * the real function's idempotency key.
 */
function answerFor(behaviour: FunctionBehaviour, provider: MailProvider, body: Record<string, unknown>): { status: number; content: string } | null {
  const notification = notificationFromPayload(body);
  if (typeof notification === "string") return { status: 400, content: JSON.stringify({ error: notification }) };
  if (behaviour === "down") return { status: 502, content: '{"error":"Resend answered 503: unavailable"}' };
  const key = notification.idempotencyKey;
  if (provider.send(key, body) === "conflict") return { status: 409, content: '{"error":"Resend answered 409: invalid_idempotent_request"}' };
  return behaviour === "up" ? { status: 200, content: '{"sent":true}' } : null;
}

/** pg_net's worker: every request not yet handed over goes to the function; its answer is recorded (unless lost). */
export async function deliverQueued(db: SqlQueries, behaviour: FunctionBehaviour, provider: MailProvider, handed: Set<string>): Promise<number> {
  // The id as text: pg hands bigint out as a string, PGlite as a number.
  const queued = await db.query<{ id: string; body: Record<string, unknown> }>("select q.id::text as id, q.body from net.http_request_queue q order by q.id");
  let count = 0;
  for (const request of queued.rows.filter((each) => !handed.has(each.id))) {
    handed.add(request.id);
    count += 1;
    const answer = answerFor(behaviour, provider, request.body);
    if (answer) await db.query("insert into net._http_response (id, status_code, content) values ($1, $2, $3)", [request.id, answer.status, answer.content]);
  }
  return count;
}

export const runJob = (db: SqlQueries) => db.query("select private.process_enquiry_notifications()");

/** Moves every recorded time back, as if `seconds` had passed. */
export async function pass(db: SqlQueries, seconds: number): Promise<void> {
  const shift = `interval '${seconds} seconds'`;
  await db.exec(`
    update private.enquiry_notifications set queued_at = queued_at - ${shift}, attempted_at = attempted_at - ${shift},
      next_attempt_at = next_attempt_at - ${shift}, sent_at = sent_at - ${shift}, summary_made_at = summary_made_at - ${shift};
    update net._http_response set created = created - ${shift};
    update private.enquiry_notification_slots set used_at = used_at - ${shift};
    update private.contact_submission_writes set created_at = created_at - ${shift};
  `);
}

export async function statuses(db: SqlQueries): Promise<Status[]> {
  return (
    await db.query<Status>(
      "select submission_id::int as submission_id, status, problem, attempts from private.enquiry_notification_status order by submission_id",
    )
  ).rows;
}

/** The idempotency key each enquiry's e-mail is sent with, as the function forms it. */
export async function enquiryKeys(db: SqlQueries): Promise<string[]> {
  const result = await db.query<{ key: string }>(
    "select 'enquiry-' || idempotency_key as key from private.enquiry_notifications where submission_id is not null order by submission_id",
  );
  return result.rows.map((row) => row.key);
}

export async function storedIds(db: SqlQueries): Promise<number[]> {
  return (await db.query<{ id: number }>("select id::int as id from public.contact_submissions order by id")).rows.map((row) => row.id);
}
