import type { GatsbyNode } from "gatsby";
import { SUPABASE_ENV_VARS } from "../../src/forms/backend/supabase-config";

export function missingSupabaseVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  return SUPABASE_ENV_VARS.filter((name) => !env[name]);
}

/** CI=true (or 1): a production build without Supabase settings stops instead of warning. */
export function isStrict(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === "true" || env.CI === "1";
}

/** A message between two rules, so it stands out in Gatsby's log. */
function ruled(lines: readonly string[]): string {
  const rule = "=".repeat(78);
  return [rule, ...lines, rule].join("\n");
}

export function missingSettingsMessage(missing: string[]): string {
  return ruled([
    `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set.`,
    "Every enquiry sent from this build's contact forms will FAIL (the visitor is told so).",
    "Set them in the environment or in .env.production (see .env.example), then build again.",
    "With CI=true this stops the build.",
  ]);
}

/**
 * Keys that bypass row level security. Gatsby publishes GATSBY_SUPABASE_ANON_KEY in every page's
 * JavaScript, so such a key there would give the whole database (every enquiry, every table) to
 * anyone who opens the site. Supabase has two kinds: the legacy service role key, a JWT whose
 * payload says `"role": "service_role"`, and the newer secret keys, which start with `sb_secret_`.
 */
export const SERVICE_ROLE = "service_role";
export const SECRET_KEY_PREFIXES = ["sb_secret_"] as const;

/** The role a JWT's payload names, or undefined when the value is not a readable JWT. */
export function jwtRole(token: string): string | undefined {
  const [, body, ...rest] = token.split(".");
  if (body === undefined || rest.length !== 1) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null || !("role" in payload)) return undefined;
    return typeof payload.role === "string" ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

/** Why the key must not be published, or undefined when it may be. */
export function secretKeyKind(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const value = key.trim();
  const prefix = SECRET_KEY_PREFIXES.find((start) => value.startsWith(start));
  if (prefix) return `a secret key (it starts with ${prefix})`;
  if (jwtRole(value) === SERVICE_ROLE) return `a service role key (a JWT whose role is ${SERVICE_ROLE})`;
  return undefined;
}

export function secretKeyMessage(kind: string): string {
  return ruled([
    "GATSBY_SUPABASE_ANON_KEY holds a key that must never be published:",
    `${kind}.`,
    "Gatsby puts this variable in every page's JavaScript, and this key bypasses",
    "row level security: anyone who opens the site could read, change and delete",
    "the whole database. The build (or npm start) stops here.",
    "Use the project's anon (or publishable) key instead:",
    "Supabase Dashboard -> Project Settings -> API Keys.",
    "If this key was published anywhere already, rotate it there now.",
  ]);
}

/**
 * A production build without them still succeeds (unless CI=true), but every enquiry would fail
 * (src/forms/backend/supabase.ts never pretends success): say so loudly, where the person deploying reads
 * it. `gatsby develop` never gets here without settings: it falls back to the local store
 * (gatsby/env/enquiry-backend.ts). Runs after gatsby-config loaded the .env file. Before that, a key
 * that must never be published stops the build or the development server (see secretKeyKind).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // A secret key stops every build and `npm start`, CI or not: there is no safe way to publish it.
  const secret = secretKeyKind(process.env.GATSBY_SUPABASE_ANON_KEY);
  if (secret) {
    reporter.panic(secretKeyMessage(secret));
    return;
  }
  const missing = missingSupabaseVariables();
  if (missing.length === 0) return;
  if (process.env.NODE_ENV === "production" && isStrict()) reporter.panic(missingSettingsMessage(missing));
  else reporter.warn(missingSettingsMessage(missing));
};
