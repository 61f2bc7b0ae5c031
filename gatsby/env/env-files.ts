// gatsby/env/: the build's settings from the environment and the .env files: the .env file for the Node side (here),
// the Supabase settings' checks, where the forms send enquiries, the origin pages are published under.
/**
 * Gatsby reads `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` (`.env.development` for `gatsby develop`,
 * `.env.production` for `gatsby build`) into the browser bundle only. Loading the same file the
 * same way into process.env before the rest of the configuration runs means the Node side (the
 * CSP's connect-src, the build warning, the local store switch) sees exactly the values the
 * bundle is built with. As in Gatsby, a variable already set in the environment wins over the file.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";

export function envFileName(env: NodeJS.ProcessEnv = process.env): string {
  return `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "development"}`;
}

/** Returns the file it read, or undefined when there is none. */
export function loadEnvFile(directory: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = path.join(directory, envFileName(env));
  if (!fs.existsSync(file)) return undefined;
  const values = dotenv.parse(fs.readFileSync(file, "utf8"));
  for (const [name, value] of Object.entries(values)) {
    if (env[name] === undefined) env[name] = value;
  }
  return file;
}
