/**
 * A fresh in-memory database with every migration applied, for the database tests and the browser
 * tests' Supabase stand-in, or one written to a folder for the tests of the local store. Starting
 * Postgres in WebAssembly and migrating it costs 3-4 s; loading a copy of a data folder that is
 * already migrated costs well under one. So the first test process
 * that needs a database makes one and keeps its dump (a tarball of the data folder) under
 * node_modules/.cache; every later database, in any jest worker and any later run, is loaded from
 * that dump. The dump is named by a hash of everything that decides its content (the migrations,
 * the platform stand-ins, the code that applies them, the PGlite version), so a changed migration
 * makes a new one instead of testing a stale schema.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openMigratedDatabase } from "../local/database";
import { listMigrations } from "../local/migrations";

const CACHE_DIR = path.resolve("node_modules", ".cache", "migrated-pglite");
const MIGRATION_CODE = ["database.ts", "migrations.ts", "platform.ts"].map((file) => path.resolve("supabase", "local", file));
const PGLITE_PACKAGE = path.resolve("node_modules", "@electric-sql", "pglite", "package.json");

function dumpFile(): string {
  const hash = createHash("sha256");
  for (const file of [PGLITE_PACKAGE, ...MIGRATION_CODE, ...listMigrations().map((migration) => migration.file)]) {
    hash.update(path.basename(file)).update(readFileSync(file));
  }
  return path.join(CACHE_DIR, `${hash.digest("hex").slice(0, 16)}.tar`);
}

async function writeDump(file: string): Promise<void> {
  const { db } = await openMigratedDatabase();
  try {
    const dump = await db.dumpDataDir("none");
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a worker reading the dump never sees half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
}

/** The dump of a migrated database, made first if this is the first use of these migrations. */
async function migratedDump(): Promise<Blob> {
  const file = dumpFile();
  if (!existsSync(file)) await writeDump(file);
  return new Blob([readFileSync(file)]);
}

/** The caller closes it with `await db.close()`. */
export async function freshMigratedDatabase(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await migratedDump() });
}

/**
 * A migrated database written to `dataDir` (a folder that does not exist yet) and closed, as a store
 * folder is after its first start: about a second, where creating and migrating it there takes five.
 */
export async function writeMigratedDatabase(dataDir: string): Promise<void> {
  const db = await PGlite.create({ dataDir, loadDataDir: await migratedDump() });
  await db.close();
}
