/**
 * PGlite keeps a database in one process: two processes opening the same folder would corrupt it.
 * The process that opens a store folder claims it with `owner.json` (created exclusively, so two
 * starting at once cannot both win) and says there where others can reach it instead: its inbox
 * URL, a loopback HTTP endpoint (`npm run enquiries` asks it while a dev server runs). A claim
 * left by a process that is gone (killed) is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export type OwnerRecord = { pid: number; inboxUrl: string | null; startedAt: string };

export const OWNER_FILE = "owner.json";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process that has the store open, if any. */
export function currentOwner(folder: string): OwnerRecord | undefined {
  let record: OwnerRecord;
  try {
    record = JSON.parse(readFileSync(path.join(folder, OWNER_FILE), "utf8")) as OwnerRecord;
  } catch {
    return undefined;
  }
  return isRunning(record.pid) ? record : undefined;
}

export type Claim = { update(inboxUrl: string): void; release(): void };

/** Claims the folder for this process, or returns the live owner that has it. */
export function claimStore(folder: string): Claim | { ownedBy: OwnerRecord } {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, OWNER_FILE);
  const write = (inboxUrl: string | null, flag: "wx" | "w") =>
    writeFileSync(file, `${JSON.stringify({ pid: process.pid, inboxUrl, startedAt: new Date().toISOString() })}\n`, { flag });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      write(null, "wx");
      const release = () => {
        if (currentOwner(folder)?.pid === process.pid) unlinkSync(file);
        process.off("exit", release);
      };
      // A dev server stopped with Ctrl+C or a signal still leaves the folder free for the next one.
      process.on("exit", release);
      return { update: (inboxUrl) => write(inboxUrl, "w"), release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = currentOwner(folder);
      if (owner) return { ownedBy: owner };
      unlinkSync(file); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not claim the local store ${folder}`);
}
