import fs from "fs";
import path from "path";
import { filesUnder } from "./files-under";

/** Every HTML file of the build, at any depth, slice fragments included. */
export function htmlFiles(publicDirectory: string): string[] {
  return filesUnder(publicDirectory, ".html");
}

/** Slice fragments (public/_gatsby/slices) are stitched into pages; they are no pages themselves. */
export function isSliceFragment(publicDirectory: string, file: string): boolean {
  return path.relative(publicDirectory, file).startsWith("_gatsby");
}

/** The HTML files a visitor can be served: every built file but the slice fragments. */
export function builtPages(publicDirectory: string): string[] {
  return htmlFiles(publicDirectory).filter((file) => !isSliceFragment(publicDirectory, file));
}

/** The built HTML of the page at `pagePath`, or "" when it has none (e.g. a page under test that was not built). */
export function builtHtml(publicDirectory: string, pagePath: string): string {
  const file = path.join(publicDirectory, pagePath, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}
