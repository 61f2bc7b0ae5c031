/**
 * What the local store and the tests need of a Postgres connection: PGlite provides it as it is,
 * a Postgres server through `pg` with `pgSession` (supabase/testing/postgres-server.ts). So the same
 * migration runner and the same PostgREST emulation run on both engines.
 */
export type QueryResult<T> = { rows: T[] };

export type SqlQueries = {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
};

export type SqlSession = SqlQueries & {
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
};
