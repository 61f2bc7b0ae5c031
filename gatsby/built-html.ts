import fs from "fs";
import path from "path";

/** Every HTML file under a directory of the build, at any depth. */
export function htmlFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Slice fragments (public/_gatsby/slices) are stitched into pages; they are no pages themselves. */
export function isSliceFragment(publicDirectory: string, file: string): boolean {
  return path.relative(publicDirectory, file).startsWith("_gatsby");
}
