import fs from "fs";
import path from "path";
import { filesUnder } from "./files-under";

/**
 * Copies `from` to `to` unless `to` already holds it: the same size and modification time, which the
 * copy takes from its source. A rebuild then copies only the files that changed since the last one.
 * The times agree to within a millisecond: a time set through Node passes through seconds as a
 * floating-point number, and comes back a fraction of a millisecond off at times.
 */
export function copyIfChanged(from: string, to: string): void {
  const source = fs.statSync(from);
  const target = fs.statSync(to, { throwIfNoEntry: false });
  if (target && target.size === source.size && Math.abs(target.mtimeMs - source.mtimeMs) < 1) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
  fs.utimesSync(to, source.atime, source.mtime);
}

/** Removes every file under `folder` (at any depth) that `kept` does not name, so no copy outlives its source. */
export function removeFilesBut(folder: string, kept: ReadonlySet<string>): void {
  if (!fs.existsSync(folder)) return;
  for (const file of filesUnder(folder, "")) if (!kept.has(file)) fs.rmSync(file);
}
