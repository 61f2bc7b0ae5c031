/**
 * `npm run enquiries`: the enquiries in the local store (what `npm start` stores when no Supabase
 * project is configured), newest first, as a table, with the state of each one's e-mail
 * notification (private.enquiry_notification_status). Works whether or not the dev server runs.
 * Production enquiries are in Supabase: see supabase/README.md, "Reading the enquiries".
 */
import path from "node:path";
import { loadEnvFile } from "../gatsby/env/env-files";
import { formatEnquiries } from "../supabase/local/inbox";
import { DEFAULT_STORE_FOLDER } from "../supabase/local/local-store";
import { readEnquiries } from "../supabase/local/read-enquiries";

async function main(): Promise<void> {
  // The same settings file `npm start` reads (LOCAL_STORE_DIR may be set there).
  process.env.NODE_ENV ??= "development";
  loadEnvFile();
  const folder = process.env.LOCAL_STORE_DIR ? path.resolve(process.env.LOCAL_STORE_DIR) : DEFAULT_STORE_FOLDER;
  const { rows, source } = await readEnquiries(folder);
  const count = rows.length === 1 ? "1 enquiry" : `${rows.length} enquiries`;
  console.log(`${count} in the local store, read from ${source}, newest first:\n`);
  if (rows.length > 0) console.log(formatEnquiries(rows));
}

main().catch((error: unknown) => {
  console.error(`npm run enquiries: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
