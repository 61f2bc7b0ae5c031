import type { GatsbyNode } from "gatsby";
import { SUPABASE_ENV_VARS } from "../src/lib/supabase-config";

export function missingSupabaseVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  return SUPABASE_ENV_VARS.filter((name) => !env[name]);
}

/** CI=true (or 1): a production build without Supabase settings stops instead of warning. */
export function isStrict(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === "true" || env.CI === "1";
}

export function missingSettingsMessage(missing: string[]): string {
  const rule = "=".repeat(78);
  return [
    rule,
    `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set.`,
    "Every enquiry sent from this build's contact forms will FAIL (the visitor is told so).",
    "Set them in the environment or in .env.production (see .env.example), then build again.",
    "With CI=true this stops the build.",
    rule,
  ].join("\n");
}

/**
 * A production build without them still succeeds (unless CI=true), but every enquiry would fail
 * (src/lib/supabase.ts never pretends success): say so loudly, where the person deploying reads
 * it. `gatsby develop` never gets here without settings: it falls back to the local store
 * (gatsby/enquiry-backend.ts). Runs after gatsby-config loaded the .env file.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = missingSupabaseVariables();
  if (missing.length === 0) return;
  if (process.env.NODE_ENV === "production" && isStrict()) reporter.panic(missingSettingsMessage(missing));
  else reporter.warn(missingSettingsMessage(missing));
};
