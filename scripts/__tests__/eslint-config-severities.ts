import { execFileSync } from "child_process";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The severity the project's ESLint config gives `rule` for each file (2 for an error, null where
 * the rule is off), read from the config itself in a child process: ESLint loads
 * eslint.config.mjs with a dynamic import, which jest's module system does not run.
 */
export function severitiesInConfig(rule: string, files: string[]): Array<number | null> {
  const severities = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { ESLint } from "eslint";
       const eslint = new ESLint({ cwd: process.cwd() });
       const files = process.argv.slice(1);
       const configs = await Promise.all(files.map((file) => eslint.calculateConfigForFile(file)));
       process.stdout.write(JSON.stringify(configs.map((config) => config?.rules?.[${JSON.stringify(rule)}]?.[0] ?? null)));`,
      ...files,
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  return JSON.parse(severities) as Array<number | null>;
}
