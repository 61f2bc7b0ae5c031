import fs from "fs";
import path from "path";

/** The absolute origin pages are published under: SITE_URL at build time, else data/site.json. */
export function resolveSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnvironment = env.SITE_URL?.trim();
  const site = JSON.parse(fs.readFileSync(path.resolve("data/site.json"), "utf8")) as { siteUrl: string };
  return (fromEnvironment || site.siteUrl).replace(/\/+$/, "");
}
