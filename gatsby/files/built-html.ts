// gatsby/files/: finding files on disk: every file under a folder, and the HTML files and page data
// the build wrote (here).
import fs from "fs";
import path from "path";
import { filesUnder } from "./files-under";
import { isSliceFragment } from "../framework/scripts-slice";

/** Every HTML file of the build, at any depth, slice fragments included. */
export function htmlFiles(publicDirectory: string): string[] {
  return filesUnder(publicDirectory, ".html");
}

/** The HTML files a visitor can be served: every built file but Gatsby's slice fragments, which are stitched into pages. */
export function builtPages(publicDirectory: string): string[] {
  return htmlFiles(publicDirectory).filter((file) => !isSliceFragment(publicDirectory, file));
}

/** The page data file Gatsby writes for the page at `pagePath` (public/page-data/<path>/page-data.json; the home page's is under "index"). */
export function builtPageDataFile(publicDirectory: string, pagePath: string): string {
  return path.join(publicDirectory, "page-data", pagePath === "/" ? "index" : pagePath.replace(/^\//, ""), "page-data.json");
}

/** The built HTML of the page at `pagePath`, or "" when it has none (e.g. a page under test that was not built). */
export function builtHtml(publicDirectory: string, pagePath: string): string {
  const file = path.join(publicDirectory, pagePath, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}
