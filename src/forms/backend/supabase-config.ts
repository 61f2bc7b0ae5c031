/**
 * Where the contact forms find their Supabase project (docs/requirements.md, Resolved decisions). Gatsby inlines GATSBY_*
 * variables into the browser bundle at build time, so each must be written out as
 * `process.env.NAME`; it is read when called, not at module load, so tests can vary it.
 */
export const SUPABASE_ENV_VARS = ["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY"] as const;

export const MISSING_CONFIG_MESSAGE = "GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY are not set: the contact forms will fail to send";

/**
 * A URL starting with "/" is on the page's own origin: `npm start` without a Supabase project
 * builds with "/", and its development server answers the Data API there (the local store), on
 * whatever port it runs.
 */
export function resolveProjectUrl(url: string, pageOrigin: string | undefined): string {
  if (!url.startsWith("/") || pageOrigin === undefined) return url;
  return new URL(url, pageOrigin).href.replace(/\/+$/, "");
}

/**
 * The project URL as configured, a path left a path: a form's `action` (src/forms/post-fields.tsx)
 * is rendered on the server, where there is no page origin, and the browser resolves a path
 * against the page itself. Empty when unset.
 */
export function configuredProjectUrl(): string {
  return process.env.GATSBY_SUPABASE_URL ?? "";
}

export function readSupabaseConfig(): { url: string; anonKey: string } | undefined {
  const url = process.env.GATSBY_SUPABASE_URL;
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY;
  const pageOrigin = typeof window === "undefined" ? undefined : window.location.origin;
  return url && anonKey ? { url: resolveProjectUrl(url, pageOrigin), anonKey } : undefined;
}
