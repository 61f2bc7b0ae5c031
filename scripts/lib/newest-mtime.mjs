import fs from "node:fs";
import path from "node:path";

/**
 * When a file, or anything in a folder at any depth, last changed (ms since the epoch; 0 when it
 * does not exist): what the bench and the type generator compare with their outputs to tell whether
 * those are stale. `skip(fullPath)` leaves out entries that cannot make the outputs stale (tests,
 * the outputs themselves); `folders: false` counts files only (a folder's own time changes when
 * anything is written into it, the outputs too).
 */
export function newestMtime(target, { skip = () => false, folders = true } = {}) {
  if (!fs.existsSync(target) || skip(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const own = folders ? stat.mtimeMs : 0;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name), { skip, folders })), own);
}
