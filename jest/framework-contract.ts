import fs from "fs";
import path from "path";

/**
 * A contract test of an adapter in src/framework or gatsby/framework: it checks, against the
 * installed package, an undocumented behaviour the adapter relies on. When an upgrade changes that
 * behaviour the failure names the adapter to fix, and what it relied on.
 */
export function contractTest(adapter: string, reliesOn: string, check: () => void | Promise<void>): void {
  test(`${adapter} relies on ${reliesOn}`, async () => {
    try {
      await check();
    } catch (error) {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      throw new Error(
        `The installed version broke the contract of ${adapter}: it relies on ${reliesOn}. ` +
          `Fix ${adapter} (and the version its header was written against).\n\n${detail}`,
      );
    }
  });
}

/** The repository's root folder. */
export const ROOT = path.resolve(__dirname, "..");

/** The text of a file of an installed package, e.g. `installedSource("gatsby", "cache-dir/loader.js")`. */
export function installedSource(packageName: string, file: string): string {
  const packageDirectory = path.dirname(require.resolve(`${packageName}/package.json`, { paths: [ROOT] }));
  return fs.readFileSync(path.join(packageDirectory, file), "utf8");
}
