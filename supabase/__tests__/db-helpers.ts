/** Small helpers shared by the database tests (not a test file: no `.test.` in the name). */
import type { PGlite } from "@electric-sql/pglite";
import { toHomeRow } from "../../src/forms/submission-rows";
import { isDatabaseError } from "../local/postgrest-errors";
import { freshMigratedDatabase } from "../testing/migrated-database";

/** Runs SQL as the given API role inside a transaction that is always rolled back; returns the SQLSTATE or null. */
export async function sqlStateAs(db: PGlite, role: string, sql: string): Promise<string | null> {
  let code: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      try {
        await tx.query(sql);
      } catch (error) {
        code = isDatabaseError(error) ? error.code : "not a database error";
      }
      await tx.rollback();
    });
  } catch (error) {
    // A failed statement aborts the transaction; PGlite then reports the rollback itself.
    if (code === null) throw error;
  }
  return code;
}

export async function countRows(db: PGlite, table: string): Promise<number> {
  const result = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return result.rows[0]?.count ?? 0;
}

let visitors = 0;

/**
 * Request headers as Supabase's gateway passes them on, for a different visitor on every call, so
 * that tests about rows (hundreds of inserts per test) are not refused by the rate limit.
 */
export function asNewVisitor(): Record<string, string> {
  visitors += 1;
  return { "cf-connecting-ip": `198.18.${(visitors >> 8) & 255}.${visitors & 255}` };
}

export type ErrorBody = { code: string; details: string | null; hint: string | null; message: string };

export function parseError(body: string): ErrorBody {
  return JSON.parse(body) as ErrorBody;
}

/** Empties the enquiries, their notifications, the rate limit's entries and the hourly cap's slots. */
export const RESET_SQL =
  "truncate public.contact_submissions cascade; truncate private.contact_submission_writes; update private.enquiry_notification_slots set used_at = '-infinity';";

/**
 * One migrated database per test file, emptied before each test so tests never see each other's
 * rows or rate-limit counters. Returns a getter because the database exists only once beforeAll ran.
 */
export function useMigratedDatabase(): () => PGlite {
  let db: PGlite | undefined;
  // The first file on a fresh machine makes the migrated dump (supabase/testing/migrated-database.ts),
  // which can take longer than a test on a busy machine.
  beforeAll(async () => {
    db = await freshMigratedDatabase();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db?.exec(RESET_SQL);
  });
  return () => {
    if (!db) throw new Error("The test database is created in beforeAll");
    return db;
  };
}

/** A valid home-form enquiry, as the form sends it: the row the database tests insert when its content does not matter. */
export const SAMPLE_HOME_ROW = toHomeRow({
  name: "Daniel Weber",
  email: "d.weber@example.de",
  phone: "",
  company: "",
  service: "consultation",
  message: "Please call me back.",
});
