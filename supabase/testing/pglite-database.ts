/**
 * A fresh in-memory Postgres (PGlite) set up like a Supabase project's database,
 * with this repository's migrations applied. Used by the jest tests in
 * supabase/__tests__ and meant for browser tests that need a stand-in backend.
 *
 * Only what the migrations and the Data API rely on is recreated: the API roles,
 * their membership in `authenticator`, USAGE on schema public, and Supabase's
 * default privileges (every new table in public is granted to anon and
 * authenticated, which is why the migrations must revoke what they don't want).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** The roles and grants Supabase creates before any project migration runs. */
const SUPABASE_ROLES_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

export type PgliteDatabaseOptions = {
  /** Folder of `*.sql` migrations, applied in file-name order. Defaults to supabase/migrations. */
  migrationsDir?: string;
};

function defaultMigrationsDir(): string {
  // __dirname exists when this file is compiled to CommonJS (jest); other
  // loaders are expected to run from the repository root or pass migrationsDir.
  return typeof __dirname === "string"
    ? path.resolve(__dirname, "..", "migrations")
    : path.resolve(process.cwd(), "supabase", "migrations");
}

export function listMigrations(migrationsDir: string = defaultMigrationsDir()): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => path.join(migrationsDir, file));
}

/** Creates the database; the caller closes it with `await db.close()`. */
export async function createPgliteDatabase(options: PgliteDatabaseOptions = {}): Promise<PGlite> {
  const db = await PGlite.create();
  try {
    await db.exec(SUPABASE_ROLES_SQL);
    for (const file of listMigrations(options.migrationsDir)) {
      try {
        await db.exec(readFileSync(file, "utf8"));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${path.basename(file)} failed: ${reason}`);
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
