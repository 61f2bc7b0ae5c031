import type { GatsbyNode } from "gatsby";
import { MISSING_CONFIG_MESSAGE, SUPABASE_ENV_VARS } from "../src/lib/supabase-config";

export function missingSupabaseVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  return SUPABASE_ENV_VARS.filter((name) => !env[name]);
}

/**
 * A build without them still succeeds, but every enquiry would fail (src/lib/supabase.ts never
 * pretends success): say so while building, where the person deploying reads it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (missingSupabaseVariables().length > 0) reporter.warn(MISSING_CONFIG_MESSAGE);
};
