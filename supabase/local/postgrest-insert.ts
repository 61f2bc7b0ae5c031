/**
 * What PostgREST (Supabase's Data API) does for `POST /rest/v1/<table>` sent by
 * supabase-js `.insert(row)` with the anon key and no `Prefer:
 * return=representation`, replayed against a Postgres database (PGlite, or a
 * server through `pg`):
 *
 * 1. unknown table → 404 PGRST205; a body key that is not a column → 400 PGRST204
 *    (PostgREST checks keys against its schema cache, i.e. all columns, before
 *    the database sees the request; privileges are the database's business);
 *    an array body whose objects do not all have the same keys → 400 PGRST102;
 * 2. one transaction: switch to role anon, publish the request as
 *    `request.headers` / `request.method` / `request.path` / `request.jwt.claims`,
 *    call the `pgrst.db_pre_request` function configured on role authenticator,
 *    if any;
 * 3. one INSERT of every row of the body (one object, an array of objects, or
 *    the lines of a CSV body) from `json_populate_recordset`, with the body's
 *    keys as columns, so a key the body leaves out takes the column default;
 *    without `Prefer: return=representation` no RETURNING, so no SELECT right
 *    or policy is needed; with it `RETURNING *`, and with
 *    `Prefer: resolution=merge-duplicates` / `ignore-duplicates` an
 *    `ON CONFLICT (<primary key>) DO UPDATE` / `DO NOTHING`, as PostgREST
 *    writes them, so the database refuses what anon may not do (SELECT,
 *    UPDATE) exactly as in production;
 * 4. commit → 201 with an empty body; a database error → rollback and
 *    PostgREST's status and JSON error body.
 */
import type { SqlQueries, SqlSession } from "./sql-session";
import { errorBodyFor, isDatabaseError, statusForSqlState, type PostgrestErrorBody } from "./postgrest-errors";

export type InsertRow = Record<string, unknown>;

export type EmulatedInsertRequest = {
  /** A table in schema public. */
  table: string;
  /** The JSON body: one object (what supabase-js sends for one row) or an array of them; CSV bodies go through `rowsFromCsv`. */
  body: InsertRow | InsertRow[];
  /** Request headers; names are compared case-insensitively, as HTTP does. */
  headers?: Record<string, string>;
  /** The path as the client wrote it (published as `request.path`); `/<table>` when left out. */
  path?: string;
};

export type EmulatedResponse = { status: number; body: string };

const REQUEST_ROLE = "anon";

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function answer(status: number, error: PostgrestErrorBody): EmulatedResponse {
  return { status, body: JSON.stringify(error) };
}

async function tableColumns(db: SqlQueries, table: string): Promise<Set<string> | null> {
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
async function preRequestFunction(db: SqlQueries): Promise<string | null> {
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

/** The primary key columns of a table in schema public. */
async function primaryKey(db: SqlQueries, table: string): Promise<string[]> {
  const result = await db.query<{ column_name: string }>(
    `select a.attname as column_name
       from pg_catalog.pg_index i
       join pg_catalog.pg_class c on c.oid = i.indrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and c.relname = $1 and i.indisprimary`,
    [table],
  );
  return result.rows.map((row) => row.column_name);
}

/** What `Prefer` adds to the INSERT (return=representation, resolution=...), as PostgREST writes it. */
async function preferredClauses(db: SqlQueries, request: EmulatedInsertRequest, keys: string[]): Promise<string> {
  const prefer = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === "prefer")?.[1] ?? "";
  const tokens = new Set(prefer.split(",").map((token) => token.trim().toLowerCase()));
  let clauses = "";
  const resolution = tokens.has("resolution=merge-duplicates") ? "merge" : tokens.has("resolution=ignore-duplicates") ? "ignore" : null;
  if (resolution !== null) {
    const target = (await primaryKey(db, request.table)).map(quoteIdent).join(", ");
    clauses +=
      resolution === "merge"
        ? ` on conflict (${target}) do update set ${keys.map((key) => `${quoteIdent(key)} = excluded.${quoteIdent(key)}`).join(", ")}`
        : ` on conflict (${target}) do nothing`;
  }
  if (tokens.has("return=representation")) clauses += " returning *";
  return clauses;
}

async function runRequest(tx: SqlQueries, request: EmulatedInsertRequest, rows: InsertRow[], keys: string[], preRequest: string | null): Promise<void> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  await tx.query(`set local role ${REQUEST_ROLE}`);
  await tx.query(
    `select set_config('request.headers', $1, true),
            set_config('request.method', 'POST', true),
            set_config('request.path', $2, true),
            set_config('request.jwt.claims', $3, true)`,
    [JSON.stringify(headers), request.path ?? `/${request.table}`, JSON.stringify({ role: REQUEST_ROLE })],
  );
  if (preRequest !== null) await tx.query(`select ${preRequest}()`);

  const target = `public.${quoteIdent(request.table)}`;
  if (keys.length === 0) {
    // An object without keys inserts one row of defaults per element, as PostgREST does.
    for (let i = 0; i < rows.length; i += 1) await tx.query(`insert into ${target} default values`);
    return;
  }
  const columns = keys.map(quoteIdent).join(", ");
  const clauses = await preferredClauses(tx, request, keys);
  await tx.query(`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, $1::json)${clauses}`, [
    JSON.stringify(rows),
  ]);
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

export async function emulateInsert(db: SqlSession, request: EmulatedInsertRequest): Promise<EmulatedResponse> {
  const columns = await tableColumns(db, request.table);
  if (columns === null) {
    return answer(404, {
      code: "PGRST205",
      details: null,
      hint: null,
      message: `Could not find the table 'public.${request.table}' in the schema cache`,
    });
  }
  const rows = Array.isArray(request.body) ? request.body : [request.body];
  const keys = Object.keys(rows[0] ?? {});
  if (rows.some((row) => !sameKeys(Object.keys(row), keys))) {
    return answer(400, { code: "PGRST102", details: null, hint: null, message: "All object keys must match" });
  }
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
    if (rows.length > 0) await db.transaction((tx) => runRequest(tx, request, rows, keys, preRequest));
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    return answer(statusForSqlState(error.code, error.message, false), errorBodyFor(error));
  }
  return { status: 201, body: "" };
}
