/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { rowsFromCsv } from "../local/csv-body";
import { emulateInsert, type EmulatedResponse } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, countRows, parseError, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";
const row = SAMPLE_HOME_ROW;

const database = useMigratedDatabase();

type RequestHeaders = Record<string, string>;

/** A request as Supabase's gateway passes it on: the address it saw is in cf-connecting-ip. */
const from = (address: string): RequestHeaders => ({ "cf-connecting-ip": address, "X-Forwarded-For": address });

const post = (headers: RequestHeaders, body: Record<string, unknown> = row): Promise<EmulatedResponse> =>
  emulateInsert(database(), { table: TABLE, body, headers });

/** Only X-Forwarded-For (or none at all), as a proxy without Cloudflare in front would pass it on. */
const send = (forwardedFor?: string, body: Record<string, unknown> = row): Promise<EmulatedResponse> =>
  post(forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor }, body);

async function postTimes(times: number, headers: (attempt: number) => RequestHeaders): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await post(headers(i))).status);
  return statuses;
}

const sendTimes = (times: number, forwardedFor?: string): Promise<number[]> =>
  postTimes(times, (): RequestHeaders => (forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor }));

async function writesWithoutAddress(): Promise<number> {
  const result = await database().query<{ count: number }>("select count(*)::int as count from private.contact_submission_writes where ip is null");
  return result.rows[0]?.count ?? -1;
}

const PER_ADDRESS = 5;
const WITHOUT_ADDRESS = 10;
const stored = (times: number) => Array<number>(times).fill(201);

const TOO_MANY = {
  code: "PT429",
  details: null,
  hint: null,
  message: "Too many enquiries from this address. Please try again later.",
};

describe("rate limit: 5 enquiries per client address, 10 for all requests without one, per 10 minutes", () => {
  it("honest repeats: stores 5 enquiries from one address and answers the 6th with 429", async () => {
    expect(await postTimes(5, () => from("203.0.113.7"))).toEqual([201, 201, 201, 201, 201]);
    const sixth = await post(from("203.0.113.7"));
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.body)).toEqual(TOO_MANY);
    expect(await countRows(database(), "public.contact_submissions")).toBe(5);
  });

  it("does not affect another address", async () => {
    await sendTimes(6, "203.0.113.7");
    expect(await sendTimes(3, "198.51.100.20")).toEqual([201, 201, 201]);
    expect(await send("203.0.113.7")).toMatchObject({ status: 429 });
    expect(await countRows(database(), "public.contact_submissions")).toBe(5 + 3);
  });

  it("keys on the last X-Forwarded-For hop (added by the proxy), not the first (the client's to choose)", async () => {
    expect(await postTimes(8, (i) => ({ "X-Forwarded-For": `10.9.8.${i}, 203.0.113.7` }))).toEqual([...stored(5), 429, 429, 429]);
    expect(await send("10.9.8.1, 198.51.100.20")).toMatchObject({ status: 201 });
    expect(await countRows(database(), "public.contact_submissions")).toBe(6);
  });

  it("spoofed first hops do not help: behind the gateway cf-connecting-ip decides", async () => {
    // The attack from the review: a new made-up first hop on every request.
    const statuses = await postTimes(8, (i) => ({ "X-Forwarded-For": `10.9.8.${i}, 203.0.113.7`, "cf-connecting-ip": "203.0.113.7" }));
    expect(statuses).toEqual([...stored(PER_ADDRESS), 429, 429, 429]);
    expect(await countRows(database(), "public.contact_submissions")).toBe(PER_ADDRESS);
    // Nor does a last hop the client appends itself: Cloudflare's address wins over every X-Forwarded-For entry.
    expect((await post({ "X-Forwarded-For": "10.9.8.1, 10.9.8.2", "cf-connecting-ip": "203.0.113.7" })).status).toBe(429);
  });

  it("takes cf-connecting-ip over x-real-ip, and x-real-ip over X-Forwarded-For", async () => {
    await postTimes(PER_ADDRESS, () => ({ "cf-connecting-ip": "203.0.113.7", "x-real-ip": "198.51.100.1" }));
    expect((await post({ "cf-connecting-ip": "203.0.113.7", "x-real-ip": "198.51.100.2" })).status).toBe(429);
    expect((await post({ "x-real-ip": "198.51.100.1" })).status).toBe(201);
    await postTimes(PER_ADDRESS - 1, () => ({ "x-real-ip": "192.0.2.5", "X-Forwarded-For": "198.51.100.9" }));
    expect((await post({ "x-real-ip": "192.0.2.5", "X-Forwarded-For": "198.51.100.10" })).status).toBe(201);
    expect((await post({ "x-real-ip": "192.0.2.5" })).status).toBe(429);
    expect((await send("198.51.100.9")).status).toBe(201);
  });

  it("skips a header that is not an address and uses the next one", async () => {
    await postTimes(PER_ADDRESS, () => ({ "cf-connecting-ip": "garbage", "x-real-ip": "203.0.113.7" }));
    expect((await send("203.0.113.7")).status).toBe(429);
    expect(await writesWithoutAddress()).toBe(0);
  });

  it("works for IPv6 addresses, written in any form", async () => {
    expect(await sendTimes(3, "2001:db8::1")).toEqual([201, 201, 201]);
    expect(await sendTimes(2, "2001:0db8:0000:0000:0000:0000:0000:0001")).toEqual([201, 201]);
    expect((await send("2001:db8::1")).status).toBe(429);
  });

  it("forgets writes older than 10 minutes", async () => {
    await sendTimes(5, "203.0.113.7");
    expect((await send("203.0.113.7")).status).toBe(429);
    await database().exec("update private.contact_submission_writes set created_at = now() - interval '10 minutes 1 second'");
    expect(await sendTimes(5, "203.0.113.7")).toEqual([201, 201, 201, 201, 201]);
    expect((await send("203.0.113.7")).status).toBe(429);
    // The expired entries were deleted, not merely ignored: addresses are kept no longer than needed.
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(5);
  });

  it("counts writes just inside the window", async () => {
    await sendTimes(5, "203.0.113.7");
    await database().exec("update private.contact_submission_writes set created_at = now() - interval '9 minutes 59 seconds'");
    expect((await send("203.0.113.7")).status).toBe(429);
  });

  it("counts only stored enquiries: refused rows and refused requests leave no trace", async () => {
    const invalid = { ...row, email: "not-an-email" };
    for (let i = 0; i < 7; i += 1) expect((await send("203.0.113.7", invalid)).status).toBe(400);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
    expect(await sendTimes(5, "203.0.113.7")).toEqual([201, 201, 201, 201, 201]);
    expect((await send("203.0.113.7")).status).toBe(429);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(5);
  });

  it.each([
    ["no address header at all", {}],
    ["an empty X-Forwarded-For", { "X-Forwarded-For": "" }],
    ["X-Forwarded-For: garbage", { "X-Forwarded-For": "garbage" }],
    ["a last hop that is not an address", { "X-Forwarded-For": "203.0.113.7, unknown" }],
    ["garbage in every header", { "cf-connecting-ip": "::zz", "x-real-ip": "localhost", "X-Forwarded-For": "1.2.3" }],
  ])("requests with %s share one bucket, capped at 10 per 10 minutes", async (_, headers: RequestHeaders) => {
    expect(await postTimes(WITHOUT_ADDRESS + 2, () => headers)).toEqual([...stored(WITHOUT_ADDRESS), 429, 429]);
    expect(await countRows(database(), "public.contact_submissions")).toBe(WITHOUT_ADDRESS);
  });

  it("the shared bucket is one bucket: different kinds of missing address fill it together, addresses are unaffected", async () => {
    const kinds: RequestHeaders[] = [{}, { "X-Forwarded-For": "garbage" }, { "x-real-ip": "" }, { "X-Forwarded-For": "unknown, nope" }];
    expect(await postTimes(WITHOUT_ADDRESS + 1, (i) => kinds[i % kinds.length]!)).toEqual([...stored(WITHOUT_ADDRESS), 429]);
    expect((await post(from("203.0.113.7"))).status).toBe(201);
  });

  it("a request without a usable address is not locked out for good: the shared bucket empties with the window", async () => {
    await sendTimes(WITHOUT_ADDRESS, "garbage");
    expect((await send()).status).toBe(429);
    await database().exec("update private.contact_submission_writes set created_at = now() - interval '10 minutes 1 second'");
    expect((await send()).status).toBe(201);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(1);
  });

  it("a request whose headers are not JSON lands in the shared bucket instead of failing", async () => {
    await database().transaction(async (tx) => {
      await tx.query("set local role anon");
      await tx.query("select set_config('request.headers', 'not json', true)");
      await tx.query("insert into public.contact_submissions (name, email, message) values ('A', 'a@example.com', 'Hello')");
    });
    expect(await writesWithoutAddress()).toBe(1);
  });

  it("concurrent requests from one address: exactly 5 are stored", async () => {
    // PGlite has one connection and queues transactions; postgres-server.test.ts runs them at once on a server.
    const statuses = await Promise.all(Array.from({ length: 8 }, () => post(from("203.0.113.7"))));
    expect(statuses.map((response) => response.status).sort()).toEqual([...stored(PER_ADDRESS), 429, 429, 429]);
    expect(await countRows(database(), "public.contact_submissions")).toBe(PER_ADDRESS);
  });

  it("limits the public API roles only: rows the service role or the owner inserts are not counted", async () => {
    const insertAs = (role: string | null) =>
      database().transaction(async (tx) => {
        if (role !== null) await tx.query(`set local role ${role}`);
        await tx.query("select set_config('request.headers', '{\"cf-connecting-ip\":\"203.0.113.7\"}', true)");
        await tx.query("insert into public.contact_submissions (name, email, message) values ('A', 'a@example.com', 'Hello')");
      });
    for (let i = 0; i < PER_ADDRESS + 1; i += 1) {
      await insertAs("service_role");
      await insertAs(null);
    }
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
    expect(await postTimes(PER_ADDRESS + 1, () => from("203.0.113.7"))).toEqual([...stored(PER_ADDRESS), 429]);
  });

  it("no function runs before each request any more: the limit is the table's trigger", async () => {
    const setting = await database().query<{ count: number }>(
      "select count(*)::int as count from pg_catalog.pg_db_role_setting, unnest(setconfig) s where s like 'pgrst.db_pre_request=%'",
    );
    expect(setting.rows[0]?.count).toBe(0);
  });

  it("answers in PostgREST's error shape, which supabase-js turns into its error object", async () => {
    await sendTimes(5, "192.0.2.1");
    const refused = await send("192.0.2.1");
    expect(Object.keys(parseError(refused.body))).toEqual(["code", "details", "hint", "message"]);
  });
});

describe("rate limit: every row counts, whatever the request looked like", () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ ...row, message: `Row ${i}` }));
  const queued = () => countRows(database(), "private.enquiry_notifications");

  it("three requests of fifty rows from one address store at most five rows, and nothing is queued", async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await emulateInsert(database(), { table: TABLE, body: rows(50), headers: from("203.0.113.7") });
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toEqual(TOO_MANY);
    }
    expect(await countRows(database(), "public.contact_submissions")).toBeLessThanOrEqual(PER_ADDRESS);
    expect(await queued()).toBe(0);
  });

  it("an array within the allowance is stored whole; the row past it refuses the whole request", async () => {
    expect((await emulateInsert(database(), { table: TABLE, body: rows(3), headers: from("203.0.113.7") })).status).toBe(201);
    expect((await emulateInsert(database(), { table: TABLE, body: rows(3), headers: from("203.0.113.7") })).status).toBe(429);
    expect(await countRows(database(), "public.contact_submissions")).toBe(3);
    expect((await emulateInsert(database(), { table: TABLE, body: rows(2), headers: from("203.0.113.7") })).status).toBe(201);
    expect(await countRows(database(), "public.contact_submissions")).toBe(PER_ADDRESS);
    expect(await queued()).toBe(PER_ADDRESS);
  });

  it("a CSV body counts each line", async () => {
    const header = Object.keys(row).join(",");
    const line = Object.values(row)
      .map((value) => `"${String(value).replace(/"/g, '""')}"`)
      .join(",");
    const body = rowsFromCsv([header, ...Array<string>(8).fill(line)].join("\n"));
    if (typeof body === "string") throw new Error(body);
    expect(body).toHaveLength(8);
    expect((await emulateInsert(database(), { table: TABLE, body, headers: from("203.0.113.7") })).status).toBe(429);
    expect((await emulateInsert(database(), { table: TABLE, body: body.slice(0, PER_ADDRESS), headers: from("203.0.113.7") })).status).toBe(201);
    expect(await countRows(database(), "public.contact_submissions")).toBe(PER_ADDRESS);
  });

  it("eight requests from one IPv6 /64 store at most five; another /64 has its own allowance", async () => {
    expect(await postTimes(8, (i) => from(`2001:db8:1:2::${i + 1}`))).toEqual([...stored(PER_ADDRESS), 429, 429, 429]);
    expect(await postTimes(1, () => from("2001:db8:1:2:ffff:ffff:ffff:ffff"))).toEqual([429]);
    expect(await postTimes(1, () => from("2001:db8:1:3::1"))).toEqual([201]);
    expect(await countRows(database(), "public.contact_submissions")).toBe(PER_ADDRESS + 1);
  });

  it("IPv4 is counted per address, also when written as an IPv4-mapped IPv6 address", async () => {
    expect(await postTimes(3, () => from("203.0.113.7"))).toEqual(stored(3));
    expect(await postTimes(3, () => from("::ffff:203.0.113.7"))).toEqual([201, 201, 429]);
    expect(await postTimes(1, () => from("203.0.113.8"))).toEqual([201]);
  });

  it.each(["/contact%5Fsubmissions", "/contact_submissions?columns=name", "/rest/v1/%63ontact_submissions", "/CONTACT_SUBMISSIONS"])(
    "any path spelling counts (%s)",
    async (requestPath) => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await emulateInsert(database(), { table: TABLE, body: row, headers: from("203.0.113.7"), path: requestPath })).status);
      }
      expect(statuses).toEqual([...stored(PER_ADDRESS), 429, 429, 429]);
    },
  );

  it("a resent submission (a stored key) is not counted", async () => {
    const key = randomUUID();
    for (let i = 0; i < 10; i += 1) expect((await post(from("203.0.113.7"), { ...row, submission_key: key })).status).toBe(201);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(1);
    expect(await postTimes(PER_ADDRESS, () => from("203.0.113.7"))).toEqual([...stored(PER_ADDRESS - 1), 429]);
  });

  it("a request of more rows than a visitor could send is refused at its 11th row: 413, nothing stored or counted", async () => {
    // Ten rows are what the shared bucket allows: stored.
    expect((await emulateInsert(database(), { table: TABLE, body: rows(WITHOUT_ADDRESS), headers: {} })).status).toBe(201);
    await database().exec("truncate private.contact_submission_writes");
    const answer = await emulateInsert(database(), { table: TABLE, body: rows(WITHOUT_ADDRESS + 1), headers: {} });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: "PT413", details: null, hint: null, message: "Too many enquiries in one request." });
    expect(await countRows(database(), "public.contact_submissions")).toBe(WITHOUT_ADDRESS);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
  });

  it("one new row and thousands of repeats of its key: refused at the 11th row, before the repeats are looked up", async () => {
    const key = randomUUID();
    const body = [{ ...row, submission_key: key }, ...Array.from({ length: 10_000 }, () => ({ ...row, submission_key: key }))];
    const answer = await emulateInsert(database(), { table: TABLE, body, headers: from("203.0.113.7") });
    expect(answer.status).toBe(413);
    expect(await countRows(database(), "public.contact_submissions")).toBe(0);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
    // The service role (the dashboard, scripts) is not limited per request.
    await database().transaction(async (tx) => {
      await tx.query("set local role service_role");
      await tx.query(`insert into public.contact_submissions (name, email, message) select 'N', 'n@example.com', 'm' from generate_series(1, 12)`);
    });
    expect(await countRows(database(), "public.contact_submissions")).toBe(12);
  });

  it("expired entries of other addresses are removed by the next row, skipping any another transaction holds", async () => {
    await postTimes(3, () => from("198.51.100.20"));
    await postTimes(2, () => from("198.51.100.21"));
    await database().exec("update private.contact_submission_writes set created_at = now() - interval '11 minutes'");
    await post(from("203.0.113.7"));
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(1);
  });
});
