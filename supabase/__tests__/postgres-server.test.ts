/**
 * @jest-environment node
 *
 * The rate limit and the submission key where transactions really run at the same time: a
 * PostgreSQL server (supabase/testing/postgres-server.ts) with the migrations applied, requests
 * sent as PostgREST sends them (emulateInsert: role anon, request.headers, one transaction per
 * request) over many connections at once.
 */
import { randomUUID } from "node:crypto";
import type { Pool } from "pg";
import { sqlFormStore } from "../local/form-store";
import { emulateInsert, type EmulatedResponse, type InsertRow } from "../local/postgrest-insert";
import type { SqlSession } from "../local/sql-session";
import { migrate, pgSession, serverBinaries, startPostgresServer, type PostgresServer } from "../testing/postgres-server";
import { RESET_SQL, SAMPLE_HOME_ROW } from "./db-helpers";
import { MailProvider, deliverQueued, enquiryKeys, pass, runJob, statuses } from "./notification-helpers";

const PER_ADDRESS = 5;
const TABLE = "contact_submissions";
const NO_SERVER = "no PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin or POSTGRES_BIN); bash scripts/ensure-postgres.sh installs Debian's";

// A machine busy with other work starts a server and runs dozens of transactions more slowly.
jest.setTimeout(30_000);

const bin = serverBinaries();
if (bin === null && process.env.CI === "true") {
  throw new Error(`The Postgres server tests cannot run: ${NO_SERVER}. Under CI=true they never skip.`);
}
if (bin === null) console.warn(`Skipping the Postgres server tests: ${NO_SERVER}.`);
const describeOnServer = bin === null ? describe.skip : describe;

/** A request as the gateway passes it on, from `address`; the message names the address so rows can be told apart. */
const fromAddress = (address: string) => ({ "cf-connecting-ip": address });
const rowFrom = (address: string): InsertRow => ({ ...SAMPLE_HOME_ROW, message: `From ${address}` });

describeOnServer(`on a PostgreSQL server (${bin ?? "none"})`, () => {
  let server: PostgresServer;
  let pool: Pool;
  let session: SqlSession;

  beforeAll(async () => {
    server = await startPostgresServer(bin as string);
    pool = server.pool;
    await migrate(pool);
    session = pgSession(pool);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  beforeEach(async () => {
    await pool.query(RESET_SQL);
  });

  const send = (address: string, body: InsertRow | InsertRow[] = rowFrom(address)): Promise<EmulatedResponse> =>
    emulateInsert(session, { table: TABLE, body, headers: fromAddress(address) });

  async function storedFrom(address: string): Promise<number> {
    const result = await pool.query<{ count: number }>("select count(*)::int as count from public.contact_submissions where message = $1", [`From ${address}`]);
    return result.rows[0]?.count ?? -1;
  }

  /** Resolves with `work`'s result, or rejects when it has not finished within `ms`. */
  function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  /**
   * A request from `address` that inserts its row and then holds its transaction open (locks,
   * deleted entries, a slot of the hourly cap) until `release()`; resolves once the row is in.
   */
  async function holdInsert(address: string): Promise<{ release: () => void; holding: Promise<void> }> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => undefined;
    const insertedWhileHeld = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const holding = session.transaction(async (tx) => {
      await tx.query("set local role anon");
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(fromAddress(address))]);
      await tx.query(`insert into public.contact_submissions (name, email, message) values ('Held', 'held@example.com', 'From ${address}')`);
      inserted();
      await held;
    });
    await insertedWhileHeld;
    return { release, holding };
  }

  /** Checks `condition` until it holds (a server's state, not a time); fails after 10 s. */
  async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("many concurrent requests from one address store exactly the allowance; the other addresses are all stored", async () => {
    const flooder = "203.0.113.7";
    const others = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const requests = [...Array.from({ length: 40 }, () => send(flooder)), ...others.map((address) => send(address))];
    const answers = await Promise.all(requests);
    const flooderStatuses = answers.slice(0, 40).map((answer) => answer.status);
    expect(flooderStatuses.filter((status) => status === 201)).toHaveLength(PER_ADDRESS);
    expect(flooderStatuses.filter((status) => status === 429)).toHaveLength(40 - PER_ADDRESS);
    expect(await storedFrom(flooder)).toBe(PER_ADDRESS);
    expect(answers.slice(40).map((answer) => answer.status)).toEqual(others.map(() => 201));
  });

  it("concurrent array bodies from one address store at most the allowance, counting rows", async () => {
    const flooder = "203.0.113.7";
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(flooder, [rowFrom(flooder), rowFrom(flooder)])));
    const storedRequests = answers.filter((answer) => answer.status === 201).length;
    expect(storedRequests).toBe(Math.floor(PER_ADDRESS / 2));
    expect(await storedFrom(flooder)).toBe(storedRequests * 2);
  });

  it("concurrent requests from many addresses of one IPv6 /64 store exactly the allowance", async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    const answers = await Promise.all(addresses.map((address) => send(address)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PER_ADDRESS);
  });

  it("nobody else is delayed: another address is stored while a request holds its transaction open, expired entries included", async () => {
    // Expired entries of many addresses: the held request deletes some of them and keeps them locked.
    await pool.query(
      `insert into private.contact_submission_writes (ip, created_at)
       select ('192.0.2.' || n)::inet, now() - interval '11 minutes' from generate_series(1, 200) n`,
    );
    const { release, holding } = await holdInsert("203.0.113.7");
    try {
      const others = ["198.51.100.1", "198.51.100.2", "2001:db8:9::1"];
      const answers = await within(5_000, "an insert from another address", Promise.all(others.map((address) => send(address))));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      // The same address waits for the held transaction (that is what keeps its count exact).
      const sameAddress = send("203.0.113.7");
      await waitFor("a request waiting on its address's advisory lock", async () => {
        const waiting = await pool.query<{ count: number }>("select count(*)::int as count from pg_catalog.pg_stat_activity where wait_event = 'advisory'");
        return waiting.rows[0]?.count === 1;
      });
      release();
      await holding;
      expect((await sameAddress).status).toBe(201);
    } finally {
      release();
      await holding.catch(() => undefined);
    }
    expect(await storedFrom("203.0.113.7")).toBe(2);
    // Every expired entry is gone once the transactions are over and one more row came.
    await send("198.51.100.3");
    await send("198.51.100.4");
    const expired = await pool.query<{ count: number }>(
      "select count(*)::int as count from private.contact_submission_writes where created_at <= now() - interval '10 minutes'",
    );
    expect(expired.rows[0]?.count).toBe(0);
  });

  it("the scheduled notification job neither waits for nor holds up a request in progress", async () => {
    await pool.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
    await pool.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
    try {
      // A notification due for a retry, and a request holding its transaction open.
      expect((await send("198.51.100.50")).status).toBe(201);
      await pool.query("update private.enquiry_notifications set request_id = null, error = 'down', next_attempt_at = now()");
      const { release, holding } = await holdInsert("203.0.113.7");
      try {
        await within(5_000, "the scheduled job", pool.query("select private.process_enquiry_notifications()"));
        expect((await within(5_000, "an insert during the job", send("198.51.100.51"))).status).toBe(201);
      } finally {
        release();
        await holding;
      }
      const attempts = await pool.query<{ attempts: number }>("select attempts from private.enquiry_notifications order by submission_id");
      expect(attempts.rows.map((row) => row.attempts)).toEqual([2, 1, 1]);
    } finally {
      await pool.query("delete from vault.secrets");
    }
  });

  it("a mail outage followed by recovery, enquiries arriving at once while the job runs: every enquiry e-mailed once", async () => {
    await pool.query("truncate net.http_request_queue, net._http_response");
    await pool.query("select vault.create_secret('https://ref.supabase.co/functions/v1/notify-enquiry', 'notify_enquiry_url')");
    await pool.query("select vault.create_secret('secret', 'notify_enquiry_secret')");
    try {
      const provider = new MailProvider();
      const handed = new Set<string>();
      const addresses = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 60}`);
      // The outage: enquiries arrive at once while the job runs and the function answers 502.
      const [answers] = await Promise.all([Promise.all(addresses.map((address) => send(address))), runJob(session), runJob(session)]);
      expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 201));
      expect(await deliverQueued(session, "down", provider, handed)).toBe(addresses.length);
      await Promise.all([runJob(session), runJob(session)]);
      expect(new Set((await statuses(session)).map((row) => row.status))).toEqual(new Set(["retry scheduled"]));
      // Recovery: the retries go out, once each, even with two runs of the job at the same time.
      await pass(session, 3600);
      await Promise.all([runJob(session), runJob(session)]);
      expect(await deliverQueued(session, "up", provider, handed)).toBe(addresses.length);
      await runJob(session);
      expect((await statuses(session)).map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ["sent", 2]));
      expect([...provider.emails.keys()].sort()).toEqual((await enquiryKeys(session)).sort());
      expect(provider.sends).toBe(addresses.length);
    } finally {
      await pool.query("delete from vault.secrets");
    }
  });

  it("the hourly cap is exact under a burst: of many enquiries from different addresses at once, exactly hourly_cap are e-mailed on their own", async () => {
    const cap = (await pool.query<{ hourly_cap: number }>("select hourly_cap from private.enquiry_notification_limits()")).rows[0]?.hourly_cap ?? 0;
    const addresses = Array.from({ length: cap * 2 }, (_, i) => `198.51.${100 + (i >> 8)}.${(i & 255) + 1}`);
    const answers = await Promise.all(addresses.map((address) => send(address)));
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 201));
    const states = await pool.query<{ held: boolean; count: number }>(
      "select state = 'held' as held, count(*)::int as count from private.enquiry_notifications group by 1 order by 1",
    );
    expect(states.rows).toEqual([
      { held: false, count: cap },
      { held: true, count: addresses.length - cap },
    ]);
  });

  it("two senders at their full allowance at once, then fifteen people at once: all fifteen are e-mailed on their own", async () => {
    const senders = ["203.0.113.80", "2001:db8:80::1"];
    const flood = await Promise.all(senders.flatMap((sender) => Array.from({ length: PER_ADDRESS + 3 }, () => send(sender))));
    expect(flood.filter((answer) => answer.status === 201)).toHaveLength(senders.length * PER_ADDRESS);
    const people = Array.from({ length: 15 }, (_, i) => `198.51.100.${i + 120}`);
    expect((await Promise.all(people.map((person) => send(person)))).map((answer) => answer.status)).toEqual(people.map(() => 201));
    const individual = await pool.query<{ message: string }>(
      `select c.message from private.enquiry_notifications n join public.contact_submissions c on c.id = n.submission_id
        where n.state <> 'held' order by c.message`,
    );
    expect(individual.rows.map((row) => row.message)).toEqual([...senders, ...people].map((address) => `From ${address}`).sort());
  });

  it("one sender's burst gets one individual e-mail; the rest of its allowance waits for the summary", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => send("203.0.113.70")));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PER_ADDRESS);
    const states = await pool.query<{ state: string; count: number }>(
      "select state, count(*)::int as count from private.enquiry_notifications group by 1 order by 1",
    );
    expect(states.rows).toEqual([
      { state: "held", count: PER_ADDRESS - 1 },
      { state: "pending", count: 1 },
    ]);
  });

  it("nobody waits for another transaction's cleanup or slot: a held transaction with others' expired entries, and a refused large body", async () => {
    // 100 expired entries: those of the visitors who come back, and of others; the held transaction deletes them all.
    await pool.query(
      `insert into private.contact_submission_writes (ip, created_at)
       select ('192.0.2.' || n)::inet, now() - interval '11 minutes' from generate_series(1, 50) n, generate_series(1, 2)`,
    );
    // Its cleanup takes (and keeps locked) up to 100 expired entries of others, and it holds a slot of the hourly cap.
    const { release, holding } = await holdInsert("203.0.113.7");
    try {
      // A large body: one new row and many repeats of its key, refused at its 11th row.
      const key = randomUUID();
      const large = Array.from({ length: 100_000 }, () => ({ ...rowFrom("large"), submission_key: key }));
      const refused = await within(10_000, "a refused large body", send("198.51.100.90", large));
      expect(refused.status).toBe(413);
      // Returning visitors whose expired entries the held transaction has locked are stored and e-mailed at once.
      const returning = ["192.0.2.1", "192.0.2.2", "192.0.2.3"];
      const answers = await within(5_000, "returning visitors", Promise.all(returning.map((address) => send(address))));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const individual = await pool.query<{ count: number }>(
        `select count(*)::int as count from private.enquiry_notifications n join public.contact_submissions c on c.id = n.submission_id
          where n.state = 'pending' and c.message like 'From 192.0.2.%'`,
      );
      expect(individual.rows[0]?.count).toBe(returning.length);
    } finally {
      release();
      await holding;
    }
    expect(await storedFrom("large")).toBe(0);
  });

  it("two requests with the same submission key at once: one row; the second answers 409 naming the key's constraint", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(`198.51.100.${i + 30}`, { ...rowFrom("same key"), submission_key: key })));
    expect(await storedFrom("same key")).toBe(1);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "23505", message: expect.stringContaining("contact_submissions_submission_key_key") });
    }
    expect((await pool.query<{ count: number }>("select count(*)::int as count from private.enquiry_notifications")).rows[0]?.count).toBe(1);
    // Sent again later: skipped, 201.
    expect((await send("198.51.100.40", { ...rowFrom("same key"), submission_key: key })).status).toBe(201);
    expect(await storedFrom("same key")).toBe(1);
  });
  /** A plain form enquiry from `address` through public.submit_form_enquiry, as the endpoint stores it (role service_role). */
  const sendPlain = (address: string, message: string, submissionKey: string | null = null) =>
    sqlFormStore(() => Promise.resolve(session))(
      { ...SAMPLE_HOME_ROW, first_name: "", last_name: "", message, submission_key: submissionKey },
      fromAddress(address),
    );

  it("identical plain form presses at the same instant: one row, one e-mail, one entry of the allowance", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendPlain("198.51.100.50", "From 198.51.100.50")));
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ outcome: "stored" })));
    expect(await storedFrom("198.51.100.50")).toBe(1);
    expect((await pool.query<{ count: number }>("select count(*)::int as count from private.enquiry_notifications")).rows[0]?.count).toBe(1);
    expect((await pool.query<{ count: number }>("select count(*)::int as count from private.contact_submission_writes")).rows[0]?.count).toBe(1);
  });

  it("the plain form and the Data API share one allowance per sender under concurrency: exactly the allowance is stored", async () => {
    const address = "198.51.100.60";
    const answers = await Promise.all(
      Array.from({ length: 2 * PER_ADDRESS }, (_, i) =>
        i % 2 === 0 ? sendPlain(address, `From ${address} ${i}`) : send(address, { ...rowFrom(address), message: `From ${address} ${i}` }),
      ),
    );
    const stored = await pool.query<{ count: number }>("select count(*)::int as count from public.contact_submissions where message like $1", [
      `From ${address} %`,
    ]);
    expect(stored.rows[0]?.count).toBe(PER_ADDRESS);
    const refused = answers.filter((answer) => ("status" in answer ? answer.status === 429 : answer.outcome === "limited"));
    expect(refused).toHaveLength(PER_ADDRESS);
  });
});
