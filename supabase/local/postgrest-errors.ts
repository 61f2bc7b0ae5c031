/**
 * How PostgREST turns a Postgres error into an HTTP answer: the status follows
 * its SQLSTATE table (PostgREST's `mapSQLtoHTTP`, mirrored by Supabase's
 * "Error Codes" page) and the body is `{"code","details","hint","message"}`.
 */

export type PostgrestErrorBody = {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
};

export type DatabaseErrorLike = { code: string; message: string; detail?: string; hint?: string };

/** PGlite's DatabaseError, recognised by shape so that two copies of the library cannot confuse instanceof. */
export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string";
}

/**
 * `authenticated` is whether the request carried a user's JWT: PostgREST answers
 * a privilege error with 401 for anon (log in may help) and 403 otherwise.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409, // foreign_key_violation
    "23505": 409, // unique_violation
    "25006": 405, // read_only_sql_transaction
    "53400": 500, // configuration_limit_exceeded
    "57P01": 503, // admin_shutdown
    P0001: 400, // plain RAISE EXCEPTION
    "42883": 404, // undefined_function
    "42P01": 404, // undefined_table
    "42P17": 500, // invalid_object_definition (infinite recursion in a policy)
    "42501": authenticated ? 403 : 401,
  };
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400;
  const exactStatus = exact[code];
  if (exactStatus !== undefined) return exactStatus;
  if (code.startsWith("PT")) {
    // RAISE SQLSTATE 'PTxyz' asks for HTTP status xyz.
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  // Everything else, integrity (23) and data (22) errors included, is the client's fault.
  return byClass[code.slice(0, 2)] ?? 400;
}

export function errorBodyFor(error: DatabaseErrorLike): PostgrestErrorBody {
  return { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message };
}
