/**
 * What PostgREST (Supabase's Data API) does for `POST /rest/v1/<table>` sent by
 * supabase-js `.insert(row)` with the anon key and no `Prefer:
 * return=representation`, replayed against a PGlite database:
 *
 * 1. unknown table → 404 PGRST205; a body key that is not a column → 400 PGRST204
 *    (PostgREST checks keys against its schema cache, i.e. all columns, before
 *    the database sees the request; privileges are the database's business);
 * 2. one transaction: switch to role anon, publish the request as
 *    `request.headers` / `request.method` / `request.path` / `request.jwt.claims`,
 *    call the `pgrst.db_pre_request` function configured on role authenticator;
 * 3. insert the body's keys, in order, from `json_populate_record`, so a key the
 *    body leaves out takes the column default; no RETURNING, so no SELECT right
 *    or policy is needed;
 * 4. commit → 201 with an empty body; a database error → rollback and
 *    PostgREST's status and JSON error body.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { errorBodyFor, isDatabaseError, statusForSqlState, type PostgrestErrorBody } from "./postgrest-errors";

export type EmulatedInsertRequest = {
  /** A table in schema public. */
  table: string;
  /** The JSON object supabase-js sends. */
  body: Record<string, unknown>;
  /** Request headers; names are compared case-insensitively, as HTTP does. */
  headers?: Record<string, string>;
};

export type EmulatedResponse = { status: number; body: string };

const REQUEST_ROLE = "anon";

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function answer(status: number, error: PostgrestErrorBody): EmulatedResponse {
  return { status, body: JSON.stringify(error) };
}

async function tableColumns(db: PGlite, table: string): Promise<Set<string> | null> {
  const result = await db.query<{ column_name: string }>(
    `select a.attname as column_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'f')`,
    [table],
  );
  return result.rows.length === 0 ? null : new Set(result.rows.map((row) => row.column_name));
}

/** The function PostgREST would call, read from `alter role authenticator set pgrst.db_pre_request = ...`. */
async function preRequestFunction(db: PGlite): Promise<string | null> {
  const result = await db.query<{ setting: string }>(
    `select s.setting
       from pg_catalog.pg_db_role_setting r
       join pg_catalog.pg_roles ro on ro.oid = r.setrole and ro.rolname = 'authenticator'
       cross join lateral unnest(r.setconfig) as s(setting)
      where s.setting like 'pgrst.db\\_pre\\_request=%'`,
  );
  const setting = result.rows[0]?.setting;
  if (setting === undefined) return null;
  const name = setting.slice(setting.indexOf("=") + 1);
  return name.split(".").map(quoteIdent).join(".");
}

async function runRequest(tx: Transaction, request: EmulatedInsertRequest, keys: string[], preRequest: string | null): Promise<void> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  await tx.query(`set local role ${REQUEST_ROLE}`);
  await tx.query(
    `select set_config('request.headers', $1, true),
            set_config('request.method', 'POST', true),
            set_config('request.path', $2, true),
            set_config('request.jwt.claims', $3, true)`,
    [JSON.stringify(headers), `/${request.table}`, JSON.stringify({ role: REQUEST_ROLE })],
  );
  if (preRequest !== null) await tx.query(`select ${preRequest}()`);

  const target = `public.${quoteIdent(request.table)}`;
  if (keys.length === 0) {
    await tx.query(`insert into ${target} default values`);
    return;
  }
  const columns = keys.map(quoteIdent).join(", ");
  await tx.query(`insert into ${target} (${columns}) select ${columns} from json_populate_record(null::${target}, $1::json)`, [JSON.stringify(request.body)]);
}

export async function emulateInsert(db: PGlite, request: EmulatedInsertRequest): Promise<EmulatedResponse> {
  const columns = await tableColumns(db, request.table);
  if (columns === null) {
    return answer(404, {
      code: "PGRST205",
      details: null,
      hint: null,
      message: `Could not find the table 'public.${request.table}' in the schema cache`,
    });
  }
  const keys = Object.keys(request.body);
  const unknownKey = keys.find((key) => !columns.has(key));
  if (unknownKey !== undefined) {
    return answer(400, {
      code: "PGRST204",
      details: null,
      hint: null,
      message: `Could not find the '${unknownKey}' column of '${request.table}' in the schema cache`,
    });
  }
  const preRequest = await preRequestFunction(db);

  try {
    await db.transaction((tx) => runRequest(tx, request, keys, preRequest));
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    return answer(statusForSqlState(error.code, error.message, false), errorBodyFor(error));
  }
  return { status: 201, body: "" };
}
