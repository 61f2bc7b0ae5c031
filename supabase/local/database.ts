/**
 * A Postgres engine (PGlite, Postgres in WebAssembly) set up like a Supabase project's database:
 * the platform's roles and stand-ins (platform.ts), then this repository's migrations, each once
 * (migrations.ts). In memory for tests; in a folder for the local enquiry store, where it
 * survives restarts and picks up new migrations.
 *
 * PGlite is single-process: a folder must be open in one process at a time (store-owner.ts).
 */
import { PGlite } from "@electric-sql/pglite";
import { applyPendingMigrations } from "./migrations";
import { applyPlatform } from "./platform";

export type DatabaseOptions = {
  /** Folder to keep the database in; in memory when left out. */
  dataDir?: string;
  /** Folder of `<timestamp>_<name>.sql` migrations. Defaults to supabase/migrations. */
  migrationsDir?: string;
};

export type MigratedDatabase = { db: PGlite; appliedNow: string[] };

/** Opens (creating when needed) and migrates; the caller closes it with `await db.close()`. */
export async function openMigratedDatabase(options: DatabaseOptions = {}): Promise<MigratedDatabase> {
  const db = await PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
  try {
    await applyPlatform(db);
    const appliedNow = await applyPendingMigrations(db, options.migrationsDir);
    return { db, appliedNow };
  } catch (error) {
    await db.close();
    throw error;
  }
}
