/**
 * @jest-environment node
 *
 * public.submit_form_enquiry, the store of the plain HTML form: one row with the table's rules,
 * once per enquiry (a posted key, else a key from sender, content and time), counted for the
 * visitor named by the headers passed on, in the allowance the Data API path uses.
 */
import type { PGlite } from "@electric-sql/pglite";
import { toContactPageRow } from "../../src/forms/submission-rows";
import { emulateInsert } from "../local/postgrest-insert";
import { isDatabaseError } from "../local/postgrest-errors";
import { SAMPLE_HOME_ROW, countRows, sqlStateAs, useMigratedDatabase } from "./db-helpers";

const database = useMigratedDatabase();

const CONTACT_ROW = toContactPageRow({
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "Acme Manufacturing",
  phone: "+91 40 1234 5678",
  service: "sap",
  message: "We plan an S/4HANA migration.",
  website: "",
});
const HOME_ENQUIRY = { ...SAMPLE_HOME_ROW, first_name: "", last_name: "" };

const from = (address: string) => ({ "cf-connecting-ip": address });

/** Calls the function as the Edge Function does (role service_role); its answer, or the error's SQLSTATE. */
async function submit(db: PGlite, enquiry: Record<string, unknown>, headers: Record<string, string>): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query("set local role service_role");
      const result = await tx.query<{ answer: string }>("select public.submit_form_enquiry($1::jsonb, $2::json) as answer", [
        JSON.stringify(enquiry),
        JSON.stringify(headers),
      ]);
      return result.rows[0]?.answer ?? "no answer";
    });
  } catch (error) {
    if (isDatabaseError(error)) return error.code;
    throw error;
  }
}

async function storedRows(db: PGlite) {
  const result = await db.query<{ name: string; first_name: string; email: string; message: string; submission_key: string | null }>(
    "select name, first_name, email, message, submission_key from public.contact_submissions order by id",
  );
  return result.rows;
}

describe("public.submit_form_enquiry", () => {
  it("stores a contact page enquiry and a home enquiry, each with a key, and queues each e-mail with its sender", async () => {
    const db = database();
    expect(await submit(db, { ...CONTACT_ROW, submission_key: null }, from("203.0.113.7"))).toBe("stored");
    expect(await submit(db, { ...HOME_ENQUIRY, submission_key: null }, from("2001:db8:1:2::5"))).toBe("stored");
    const rows = await storedRows(db);
    expect(rows.map(({ name, first_name, email, message }) => ({ name, first_name, email, message }))).toEqual([
      { name: CONTACT_ROW.name, first_name: CONTACT_ROW.first_name, email: CONTACT_ROW.email, message: CONTACT_ROW.message },
      { name: SAMPLE_HOME_ROW.name, first_name: "", email: SAMPLE_HOME_ROW.email, message: SAMPLE_HOME_ROW.message },
    ]);
    expect(rows.every((row) => row.submission_key !== null)).toBe(true);
    const senders = await db.query<{ sender: string }>("select sender from private.enquiry_notifications order by submission_id");
    expect(senders.rows.map((row) => row.sender)).toEqual(["203.0.113.7/32", "2001:db8:1:2::/64"]);
  });

  it("stores a second press of the same enquiry from the same sender once; another sender's identical enquiry is its own", async () => {
    const db = database();
    const enquiry = { ...CONTACT_ROW, submission_key: null };
    expect(await submit(db, enquiry, from("203.0.113.8"))).toBe("stored");
    expect(await submit(db, enquiry, from("203.0.113.8"))).toBe("already stored");
    // The X-Forwarded-For hop the gateway appended names the same visitor.
    expect(await submit(db, enquiry, { "x-forwarded-for": "198.51.100.1, 203.0.113.8" })).toBe("already stored");
    expect(await submit(db, { ...enquiry, message: `${enquiry.message} And a test plan.` }, from("203.0.113.8"))).toBe("stored");
    expect(await submit(db, enquiry, from("203.0.113.9"))).toBe("stored");
    expect(await countRows(db, "public.contact_submissions")).toBe(3);
    const writes = await db.query<{ ip: string; count: number }>(
      "select host(ip) as ip, count(*)::int as count from private.contact_submission_writes group by ip order by ip",
    );
    expect(writes.rows).toEqual([
      { ip: "203.0.113.8", count: 2 },
      { ip: "203.0.113.9", count: 1 },
    ]);
  });

  it("stores the same enquiry again when its earlier copy is from two slots of time ago, not when it is from the previous slot", async () => {
    const db = database();
    const sender = from("203.0.113.10");
    // The earlier copy and the new press in one transaction: one now() for both, whatever the clock does meanwhile.
    const pressAfter = (minutes: number) =>
      db.transaction(async (tx) => {
        await tx.query(
          `insert into public.contact_submissions (name, email, phone, company, service, message, submission_key)
           select $1, $2, $3, $4, $5, $6, private.form_enquiry_key(private.sender_of_headers($7), $8::jsonb, now() - make_interval(mins => $9))`,
          [
            HOME_ENQUIRY.name,
            HOME_ENQUIRY.email,
            HOME_ENQUIRY.phone,
            HOME_ENQUIRY.company,
            HOME_ENQUIRY.service,
            HOME_ENQUIRY.message,
            JSON.stringify(sender),
            JSON.stringify(HOME_ENQUIRY),
            minutes,
          ],
        );
        await tx.query("set local role service_role");
        const result = await tx.query<{ answer: string }>("select public.submit_form_enquiry($1::jsonb, $2::json) as answer", [
          JSON.stringify({ ...HOME_ENQUIRY, submission_key: null }),
          JSON.stringify(sender),
        ]);
        await tx.query("reset role");
        await tx.query("truncate public.contact_submissions cascade");
        return result.rows[0]?.answer;
      });
    expect(await pressAfter(20)).toBe("stored");
    expect(await pressAfter(10)).toBe("already stored");
    expect(await pressAfter(0)).toBe("already stored");
  });

  it("uses a posted submission key: one row for it, whichever path sends it", async () => {
    const db = database();
    const key = "0b7f4c2e-5d1a-4e8b-9c3f-2a6d8e1f4b70";
    expect(await submit(db, { ...HOME_ENQUIRY, submission_key: key }, from("203.0.113.11"))).toBe("stored");
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Edited", submission_key: key }, from("203.0.113.11"))).toBe("already stored");
    expect(await emulateInsert(db, { table: "contact_submissions", body: { ...SAMPLE_HOME_ROW, submission_key: key }, headers: from("203.0.113.11") })).toEqual(
      {
        status: 201,
        body: "",
      },
    );
    expect((await storedRows(db)).map((row) => [row.message, row.submission_key])).toEqual([[SAMPLE_HOME_ROW.message, key]]);
    // A key that is no UUID is not used: the derived one is.
    expect(await submit(db, { ...CONTACT_ROW, submission_key: "not-a-uuid" }, from("203.0.113.11"))).toBe("stored");
    expect((await storedRows(db))[1]?.submission_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shares one allowance per sender with the Data API: the sixth enquiry within the window is refused on either path", async () => {
    const db = database();
    for (let i = 0; i < 3; i += 1) {
      const answer = await emulateInsert(db, {
        table: "contact_submissions",
        body: { ...SAMPLE_HOME_ROW, message: `Scripted ${i}` },
        headers: from("203.0.113.12"),
      });
      expect(answer.status).toBe(201);
    }
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Plain 1", submission_key: null }, from("203.0.113.12"))).toBe("stored");
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Plain 2", submission_key: null }, { "x-real-ip": "203.0.113.12" })).toBe("stored");
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Plain 3", submission_key: null }, from("203.0.113.12"))).toBe("PT429");
    const scripted = await emulateInsert(db, {
      table: "contact_submissions",
      body: { ...SAMPLE_HOME_ROW, message: "Scripted 4" },
      headers: from("203.0.113.12"),
    });
    expect(scripted.status).toBe(429);
    expect(await countRows(db, "public.contact_submissions")).toBe(5);
    // Another visitor is not affected; without usable address headers the shared bucket counts.
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Plain 3", submission_key: null }, from("203.0.113.13"))).toBe("stored");
    expect(await submit(db, { ...HOME_ENQUIRY, message: "Plain 4", submission_key: null }, {})).toBe("stored");
    const buckets = await db.query<{ ip: string | null }>(
      "select host(ip) as ip from private.contact_submission_writes where ip is null or ip <> '203.0.113.12'::inet order by ip",
    );
    expect(buckets.rows).toEqual([{ ip: "203.0.113.13" }, { ip: null }]);
  });

  it("refuses what the table's CHECK constraints refuse, storing nothing", async () => {
    const db = database();
    expect(await submit(db, { ...HOME_ENQUIRY, email: "name@host", submission_key: null }, from("203.0.113.14"))).toBe("23514");
    expect(await submit(db, { ...HOME_ENQUIRY, name: "   ", submission_key: null }, from("203.0.113.14"))).toBe("23514");
    expect(await submit(db, { ...HOME_ENQUIRY, service: "other", submission_key: null }, from("203.0.113.14"))).toBe("23514");
    expect(await countRows(db, "public.contact_submissions")).toBe(0);
    expect(await countRows(db, "private.contact_submission_writes")).toBe(0);
  });

  it.each(["anon", "authenticated"])("may not be executed by %s", async (role) => {
    const sql = `select public.submit_form_enquiry('${JSON.stringify(HOME_ENQUIRY)}'::jsonb, '{}'::json)`;
    expect(await sqlStateAs(database(), role, sql)).toBe("42501");
  });
});
