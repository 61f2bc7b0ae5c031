import fs from "fs";
import os from "os";
import path from "path";

/** The folders temporaryDirectory made in this test file (jest gives each file its own modules). */
const made: string[] = [];

/**
 * A new empty folder under the system's temporary folder, for a test's throwaway files. It is
 * removed once the test file's tests have run (jest/setup-tests.ts), so a run leaves nothing behind.
 */
export function temporaryDirectory(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.push(folder);
  return folder;
}

/** Removes every folder temporaryDirectory made in this test file. */
export function removeTemporaryDirectories(): void {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
