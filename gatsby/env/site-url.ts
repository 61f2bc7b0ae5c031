import fs from "fs";
import path from "path";

/** The absolute origin pages are published under: SITE_URL at build time, else data/site.json. */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnvironment = env.SITE_URL?.trim();
  let site: { siteUrl: string };
  try {
    site = JSON.parse(fs.readFileSync(path.resolve("data/site.json"), "utf8")) as { siteUrl: string };
  } catch (error) {
    // gatsby-config reads this before content validation runs: name the file the editor must fix.
    throw new Error(`data/site.json: is not valid JSON: ${(error as Error).message}`);
  }
  return (fromEnvironment || site.siteUrl).replace(/\/+$/, "");
}
