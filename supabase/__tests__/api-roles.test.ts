/**
 * @jest-environment node
 *
 * Least privilege for the public API roles, checked in the catalog and through the roles
 * themselves: no privilege on any sequence, no use of schema private, and nothing to execute there
 * but the one function the table's CHECK constraints call; the service role also executes the
 * plain form's store, public.submit_form_enquiry.
 */
import { emulateInsert } from "../local/postgrest-insert";
import { SAMPLE_HOME_ROW, asNewVisitor, sqlStateAs, useMigratedDatabase } from "./db-helpers";

const database = useMigratedDatabase();
const API_ROLES = ["anon", "authenticated", "service_role"];

describe("the public API roles", () => {
  it("hold no privilege on any sequence", async () => {
    const sequences = await database().query<{ sequence: string }>(
      `select n.nspname || '.' || c.relname as sequence
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema')`,
    );
    // The identity sequence of the enquiries is among them: the check has something to check.
    expect(sequences.rows.map((row) => row.sequence)).toContain("public.contact_submissions_id_seq");
    const granted = await database().query<{ role: string; sequence: string }>(
      `select r.rolname as role, n.nspname || '.' || c.relname as sequence
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        cross join pg_catalog.pg_roles r
        where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema') and r.rolname = any($1)
          and pg_catalog.has_sequence_privilege(r.oid, c.oid, 'USAGE, SELECT, UPDATE')`,
      [API_ROLES],
    );
    expect(granted.rows).toEqual([]);
  });

  it("may not use schema private, and may execute nothing in public or private but the length function the CHECKs call (and the service role the plain form's store)", async () => {
    const usage = await database().query<{ role: string }>(
      "select rolname as role from pg_catalog.pg_roles where rolname = any($1) and pg_catalog.has_schema_privilege(oid, 'private', 'USAGE')",
      [API_ROLES],
    );
    expect(usage.rows).toEqual([]);
    const executable = await database().query<{ role: string; fn: string }>(
      `select r.rolname as role, p.oid::regprocedure::text as fn
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        cross join pg_catalog.pg_roles r
        where n.nspname in ('public', 'private') and r.rolname = any($1)
          and pg_catalog.has_function_privilege(r.oid, p.oid, 'EXECUTE')
        order by 1, 2`,
      [API_ROLES],
    );
    expect(executable.rows).toEqual([
      { role: "anon", fn: "private.utf16_length(text)" },
      { role: "authenticated", fn: "private.utf16_length(text)" },
      { role: "service_role", fn: "private.utf16_length(text)" },
      // public is on the search path, so regprocedure names it without its schema.
      { role: "service_role", fn: "submit_form_enquiry(jsonb,json)" },
    ]);
  });

  it.each(["anon", "authenticated"])("%s cannot move the identity sequence or call into private", async (role) => {
    for (const sql of [
      "select pg_catalog.setval('public.contact_submissions_id_seq', 1)",
      "select pg_catalog.nextval('public.contact_submissions_id_seq')",
      "select pg_catalog.currval('public.contact_submissions_id_seq')",
      "select * from public.contact_submissions_id_seq",
      "select private.utf16_length('a')",
      "select private.check_request()",
      "select * from private.enquiry_notification_limits()",
    ]) {
      expect([sql, await sqlStateAs(database(), role, sql)]).toEqual([sql, "42501"]);
    }
  });

  it("anon still sends an enquiry (the CHECKs' function runs without USAGE on its schema)", async () => {
    expect(await emulateInsert(database(), { table: "contact_submissions", body: SAMPLE_HOME_ROW, headers: asNewVisitor() })).toEqual({
      status: 201,
      body: "",
    });
  });
});
