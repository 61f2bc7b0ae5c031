/**
 * Where the contact forms find their Supabase project (docs/requirements.md, Resolved decisions). Gatsby inlines GATSBY_*
 * variables into the browser bundle at build time, so each must be written out as
 * `process.env.NAME`; it is read when called, not at module load, so tests can vary it.
 */
export const SUPABASE_ENV_VARS = ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"] as const;

export const MISSING_CONFIG_MESSAGE =
  "GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY are not set: the contact forms will fail to send";

export function readSupabaseConfig(): { url: string; anonKey: string } | undefined {
  const url = process.env.GATSBY_SUPABASE_URL;
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
  return url && anonKey ? { url, anonKey } : undefined;
}
