import fs from "fs";
import path from "path";
import type { MovedPage } from "./moved-pages";
import { htmlFiles } from "../files/built-html";

/** How a forwarding page begins (its `<html>` names the page it forwards to), and no Gatsby page does. */
const FORWARDING_START = /^<!doctype html>\s*<html [^>]*data-moved-to=/i;

/** True when `file` is a forwarding page, judged by its first bytes (a page is not read whole). */
function isForwardingPage(file: string): boolean {
  const handle = fs.openSync(file, "r");
  try {
    const start = Buffer.alloc(256);
    const length = fs.readSync(handle, start, 0, start.length, 0);
    return FORWARDING_START.test(start.subarray(0, length).toString("utf8"));
  } finally {
    fs.closeSync(handle);
  }
}

/** Removes `directory` and each parent up to `root` (not included) while it is empty. */
function removeEmptyFolders(directory: string, root: string) {
  for (let folder = directory; folder !== root && folder.startsWith(root); folder = path.dirname(folder)) {
    if (fs.readdirSync(folder).length > 0) return;
    fs.rmdirSync(folder);
  }
}

/**
 * Writes at each old address of `moved` the forwarding page `pageFor` makes for its new address,
 * and removes every forwarding page at an address the data no longer lists: public/ outlives a
 * build (an incremental build, a host's build cache), and Gatsby removes only the pages it made.
 * Returns the forwarding pages' files.
 */
export function writeForwardingPages(publicDirectory: string, moved: MovedPage[], pageFor: (toPath: string) => string): Set<string> {
  const fileAt = (fromPath: string) => path.join(publicDirectory, fromPath, "index.html");
  const forwarding = new Set(moved.map(({ fromPath }) => fileAt(fromPath)));
  for (const file of htmlFiles(publicDirectory)) {
    if (forwarding.has(file) || !isForwardingPage(file)) continue;
    fs.rmSync(file);
    removeEmptyFolders(path.dirname(file), publicDirectory);
  }
  for (const { fromPath, toPath } of moved) {
    fs.mkdirSync(path.dirname(fileAt(fromPath)), { recursive: true });
    fs.writeFileSync(fileAt(fromPath), pageFor(toPath));
  }
  return forwarding;
}
