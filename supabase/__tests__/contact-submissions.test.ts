/** @jest-environment node */
import path from "node:path";
import { toContactPageRow, toHomeRow } from "../../src/forms/submission-rows";
import { listMigrations } from "../local/migrations";
import { emulateInsert } from "../local/postgrest-insert";
import { countRows, parseError, sqlStateAs, useMigratedDatabase } from "./db-helpers";

const TABLE = "contact_submissions";

const contactRow = toContactPageRow({
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "Acme Manufacturing",
  phone: "+91 40 1234 5678",
  service: "sap",
  message: "We are planning an S/4HANA migration.",
  website: "",
});

const homeRow = toHomeRow({
  name: "Daniel Weber",
  email: "d.weber@example.de",
  phone: "",
  company: "",
  service: "",
  message: "Please call me back.",
});

const database = useMigratedDatabase();

describe("migrations", () => {
  it("are the two files of this feature, applied in name order from scratch", () => {
    expect(listMigrations().map((migration) => path.basename(migration.file))).toEqual(
      expect.arrayContaining(["20261122040000_contact_submissions.sql", "20261122040100_contact_submissions_rate_limit.sql"]),
    );
  });

  it("enable row level security with a single insert policy for anon", async () => {
    const table = await database().query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass");
    expect(table.rows[0]?.relrowsecurity).toBe(true);
    const policies = await database().query<{ cmd: string; roles: string[]; with_check: string }>(
      "select cmd, roles, with_check from pg_policies where schemaname = 'public' and tablename = $1",
      [TABLE],
    );
    expect(policies.rows).toEqual([{ cmd: "INSERT", roles: ["anon"], with_check: "true" }]);
  });

  it("check each row before it is stored in name order: oversized fields first, a resent submission is skipped before the rate limit counts it", async () => {
    const triggers = await database().query<{ tgname: string }>(
      `select tgname from pg_catalog.pg_trigger
        where tgrelid = 'public.contact_submissions'::regclass and not tgisinternal and (tgtype & 2) <> 0
        order by tgname`,
    );
    expect(triggers.rows.map((trigger) => trigger.tgname)).toEqual([
      "contact_submissions_00_field_bytes",
      "contact_submissions_05_rows_per_request",
      "contact_submissions_10_skip_resent",
      "contact_submissions_20_rate_limit",
    ]);
  });
});

describe("anon inserts (supabase-js insert without select)", () => {
  it("stores a contact page row as sent", async () => {
    expect(await emulateInsert(database(), { table: TABLE, body: contactRow })).toEqual({ status: 201, body: "" });
    const stored = await database().query("select * from public.contact_submissions");
    expect(stored.rows).toEqual([expect.objectContaining({ ...contactRow, id: expect.any(Number), created_at: expect.any(Date) })]);
  });

  it("stores a home row, with first and last name defaulting to empty text", async () => {
    expect(await emulateInsert(database(), { table: TABLE, body: homeRow })).toEqual({ status: 201, body: "" });
    const stored = await database().query("select * from public.contact_submissions");
    expect(stored.rows).toEqual([expect.objectContaining({ ...homeRow, first_name: "", last_name: "" })]);
  });

  it("stores text that needs care: quotes, backslashes, emoji, scripts, line breaks", async () => {
    const message = `It's "quoted" \\ back\\slash; 😀👩‍💻 संजय 山田\nsecond line`;
    expect((await emulateInsert(database(), { table: TABLE, body: { ...homeRow, message } })).status).toBe(201);
    const stored = await database().query<{ message: string }>("select message from public.contact_submissions");
    expect(stored.rows[0]?.message).toBe(message);
  });

  it("cannot choose id (identity, GENERATED ALWAYS) or created_at (no column privilege)", async () => {
    const withId = await emulateInsert(database(), { table: TABLE, body: { id: 1, ...homeRow } });
    expect(withId.status).toBe(400);
    expect(parseError(withId.body).code).toBe("428C9");

    const withDate = await emulateInsert(database(), { table: TABLE, body: { ...homeRow, created_at: "2000-01-01T00:00:00Z" } });
    expect(withDate.status).toBe(401);
    expect(parseError(withDate.body)).toEqual({
      code: "42501",
      details: null,
      hint: null,
      message: "permission denied for table contact_submissions",
    });
    expect(await countRows(database(), "public.contact_submissions")).toBe(0);
  });

  it("answers PostgREST's PGRST204 for a key that is not a column, e.g. the honeypot", async () => {
    const response = await emulateInsert(database(), { table: TABLE, body: { ...homeRow, website: "spam" } });
    expect(response.status).toBe(400);
    expect(parseError(response.body)).toEqual({
      code: "PGRST204",
      details: null,
      hint: null,
      message: "Could not find the 'website' column of 'contact_submissions' in the schema cache",
    });
  });

  it("answers 404 PGRST205 for an unknown table", async () => {
    const response = await emulateInsert(database(), { table: "contact_submission", body: homeRow });
    expect(response.status).toBe(404);
    expect(parseError(response.body).code).toBe("PGRST205");
  });

  it("answers 400 (not null) when a required key is missing or null", async () => {
    const { message: _left, ...withoutMessage } = homeRow;
    const missing = await emulateInsert(database(), { table: TABLE, body: withoutMessage });
    expect(missing.status).toBe(400);
    expect(parseError(missing.body).code).toBe("23502");
    const nulled = await emulateInsert(database(), { table: TABLE, body: { ...homeRow, email: null } });
    expect(nulled.status).toBe(400);
    expect(parseError(nulled.body).code).toBe("23502");
  });
});

describe("what anon and authenticated may not do", () => {
  beforeEach(async () => {
    expect((await emulateInsert(database(), { table: TABLE, body: contactRow })).status).toBe(201);
  });

  it.each([
    ["select", "select * from public.contact_submissions"],
    ["select one column", "select email from public.contact_submissions"],
    ["update", "update public.contact_submissions set message = 'changed'"],
    ["delete", "delete from public.contact_submissions"],
    ["truncate", "truncate public.contact_submissions"],
    ["read the rate limit table", "select * from private.contact_submission_writes"],
    ["write the rate limit table", "delete from private.contact_submission_writes"],
  ])("anon cannot %s (42501)", async (_, sql) => {
    expect(await sqlStateAs(database(), "anon", sql)).toBe("42501");
  });

  it.each([
    ["insert", "insert into public.contact_submissions (name, email, message) values ('a', 'a@b.co', 'm')"],
    ["select", "select * from public.contact_submissions"],
  ])("authenticated cannot %s (42501)", async (_, sql) => {
    expect(await sqlStateAs(database(), "authenticated", sql)).toBe("42501");
  });

  it("the service role can read the enquiries", async () => {
    const result = await database().transaction(async (tx) => {
      await tx.query("set local role service_role");
      return tx.query<{ email: string }>("select email from public.contact_submissions");
    });
    expect(result.rows).toEqual([{ email: contactRow.email }]);
  });

  it("refused statements change nothing", async () => {
    const rows = await database().query("select * from public.contact_submissions");
    expect(rows.rows).toEqual([expect.objectContaining(contactRow)]);
  });
});

describe("CHECK constraints", () => {
  const cases: Array<[constraint: string, body: Record<string, string>]> = [
    ["contact_submissions_first_name_length", { ...contactRow, first_name: "a".repeat(51), name: `${"a".repeat(51)} Raman` }],
    ["contact_submissions_first_name_characters", { ...contactRow, first_name: "<b>", name: "<b> Raman" }],
    ["contact_submissions_last_name_length", { ...contactRow, last_name: "😀".repeat(26), name: `Priya ${"😀".repeat(26)}` }],
    ["contact_submissions_last_name_characters", { ...contactRow, last_name: "a>b", name: "Priya a>b" }],
    ["contact_submissions_name_parts_together", { ...contactRow, last_name: "", name: "Priya " }],
    ["contact_submissions_name_joins_parts", { ...contactRow, name: "Someone Else" }],
    ["contact_submissions_name_present", { ...homeRow, name: " \u00a0\u3000" }],
    ["contact_submissions_name_length", { ...homeRow, name: "n".repeat(102) }],
    ["contact_submissions_email_format", { ...homeRow, email: "user@localhost" }],
    ["contact_submissions_email_length", { ...homeRow, email: `${"a".repeat(243)}@example.com` }],
    ["contact_submissions_phone_format", { ...homeRow, phone: "123456789" }],
    ["contact_submissions_phone_length", { ...homeRow, phone: "1".repeat(33) }],
    ["contact_submissions_company_length", { ...homeRow, company: "c".repeat(101) }],
    ["contact_submissions_service_value", { ...homeRow, service: "SAP" }],
    ["contact_submissions_message_present", { ...homeRow, message: "\u2028\t\ufeff" }],
    ["contact_submissions_message_length", { ...homeRow, message: "m".repeat(2001) }],
  ];

  it("every check constraint of the table has a case below", async () => {
    const constraints = await database().query<{ conname: string }>(
      "select conname from pg_constraint where conrelid = 'public.contact_submissions'::regclass and contype = 'c' order by conname",
    );
    expect(constraints.rows.map((row) => row.conname)).toEqual(cases.map(([name]) => name).sort());
  });

  it.each(cases)("%s refuses its bad input with 400 and names itself", async (constraint, body) => {
    const response = await emulateInsert(database(), { table: TABLE, body });
    expect(response.status).toBe(400);
    const error = parseError(response.body);
    expect(error.code).toBe("23514");
    expect(error.message).toBe(`new row for relation "contact_submissions" violates check constraint "${constraint}"`);
    // anon has no SELECT right, so Postgres does not echo the failing row back.
    expect(error.details).toBeNull();
    expect(await countRows(database(), "public.contact_submissions")).toBe(0);
  });

  it.each([
    ["50-character names", { ...contactRow, first_name: "a".repeat(50), last_name: "b".repeat(50), name: `${"a".repeat(50)} ${"b".repeat(50)}` }],
    ["25 emoji as a name (50 UTF-16 units)", { ...contactRow, first_name: "😀".repeat(25), name: `${"😀".repeat(25)} Raman` }],
    ["a 101-character home name", { ...homeRow, name: "n".repeat(101) }],
    ["a 10-character phone", { ...homeRow, phone: "(555) 0-01" }],
    ["a phone with + and 10 digits", { ...homeRow, phone: "+1234567890" }],
    ["a 254-character email", { ...homeRow, email: `${"a".repeat(242)}@example.com` }],
    ["a 32-character phone", { ...homeRow, phone: `+${"1".repeat(31)}` }],
    ["a 100-character company", { ...homeRow, company: "c".repeat(100) }],
    ["a 2000-character message", { ...homeRow, message: "m".repeat(2000) }],
    ["1000 emoji as message (2000 UTF-16 units)", { ...homeRow, message: "😀".repeat(1000) }],
    ["every service value", { ...homeRow, service: "consultation" }],
  ])("accepts the boundary case: %s", async (_, body) => {
    expect(await emulateInsert(database(), { table: TABLE, body })).toEqual({ status: 201, body: "" });
  });

  it("refuses 1001 emoji as message (2002 UTF-16 units, though only 1001 code points)", async () => {
    const response = await emulateInsert(database(), { table: TABLE, body: { ...homeRow, message: "😀".repeat(1001) } });
    expect(parseError(response.body).message).toContain("contact_submissions_message_length");
  });
});
