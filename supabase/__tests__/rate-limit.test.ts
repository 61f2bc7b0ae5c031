/** @jest-environment node */
import { toHomeRow } from "../../src/forms/submission-rows";
import { emulateInsert, type EmulatedResponse } from "../local/postgrest-insert";
import { countRows, parseError, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";
const row = toHomeRow({
  name: "Daniel Weber",
  email: "d.weber@example.de",
  phone: "",
  company: "",
  service: "consultation",
  message: "Please call me back.",
});

const database = useMigratedDatabase();

const send = (forwardedFor?: string, body: Record<string, unknown> = row): Promise<EmulatedResponse> =>
  emulateInsert(database(), {
    table: TABLE,
    body,
    headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor },
  });

async function sendTimes(times: number, forwardedFor?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await send(forwardedFor)).status);
  return statuses;
}

const TOO_MANY = {
  code: "PT429",
  details: null,
  hint: null,
  message: "Too many enquiries from this address. Please try again later.",
};

describe("rate limit: 5 enquiries per client address per 10 minutes", () => {
  it("stores 5 enquiries from one address and answers the 6th with 429", async () => {
    expect(await sendTimes(5, "203.0.113.7")).toEqual([201, 201, 201, 201, 201]);
    const sixth = await send("203.0.113.7");
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

  it("keys on the first address of X-Forwarded-For (the client; later ones are proxies)", async () => {
    expect(await sendTimes(3, "203.0.113.7, 10.0.0.1")).toEqual([201, 201, 201]);
    expect(await sendTimes(2, "203.0.113.7,172.16.0.9")).toEqual([201, 201]);
    expect((await send("203.0.113.7")).status).toBe(429);
    expect((await send("10.0.0.1")).status).toBe(201);
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
    ["no X-Forwarded-For header", undefined],
    ["an empty header", ""],
    ["a header that is not an address", "unknown"],
  ])("does not limit (nor break) a request with %s", async (_, forwardedFor) => {
    expect(await sendTimes(7, forwardedFor)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
  });

  it("ignores requests that are not anon POSTs to contact_submissions", async () => {
    const callAs = async (role: string, method: string, requestPath: string) =>
      database().transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        await tx.query(
          `select set_config('request.headers', '{"x-forwarded-for":"203.0.113.7"}', true),
                  set_config('request.method', $1, true),
                  set_config('request.path', $2, true)`,
          [method, requestPath],
        );
        await tx.query("select private.check_request()");
      });
    await callAs("anon", "GET", "/contact_submissions");
    await callAs("anon", "POST", "/rpc/something_else");
    await callAs("authenticated", "POST", "/contact_submissions");
    await callAs("service_role", "POST", "/contact_submissions");
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(0);
    await callAs("anon", "POST", "/rest/v1/contact_submissions");
    expect(await countRows(database(), "private.contact_submission_writes")).toBe(1);
  });

  it("answers in PostgREST's error shape, which supabase-js turns into its error object", async () => {
    await sendTimes(5, "192.0.2.1");
    const refused = await send("192.0.2.1");
    expect(Object.keys(parseError(refused.body))).toEqual(["code", "details", "hint", "message"]);
  });
});
