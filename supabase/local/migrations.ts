/**
 * Applies supabase/migrations to a database once each, and remembers which ran, the way
 * `supabase db push` does: in `supabase_migrations.schema_migrations`, keyed by the file name's
 * timestamp prefix. A persisted local store therefore picks up a new migration on its next start
 * and never runs an old one twice (most migrations create objects and would fail the second time).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlSession } from "./sql-session";

/** Every entry point (jest, gatsby develop, npm run enquiries) runs from the repository root. */
export const MIGRATIONS_DIR = path.resolve("supabase", "migrations");

export type Migration = { version: string; name: string; file: string };

const TRACKING_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );
`;

/** `20261122040000_contact_submissions.sql` → version `20261122040000`, name `contact_submissions`. */
export function listMigrations(migrationsDir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`Migration ${file}: the name must be <timestamp>_<name>.sql`);
      return { version: match[1], name: match[2], file: path.join(migrationsDir, file) };
    });
}

/** Runs the migrations the database has not seen, in order, each in its own transaction; returns their names. */
export async function applyPendingMigrations(db: SqlSession, migrationsDir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(TRACKING_SQL);
  const applied = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const seen = new Set(applied.rows.map((row) => row.version));
  const ran: string[] = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (seen.has(migration.version)) continue;
    const sql = readFileSync(migration.file, "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)", [
          migration.version,
          [sql],
          migration.name,
        ]);
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${reason}`);
    }
    ran.push(path.basename(migration.file));
  }
  return ran;
}
