import fs from "fs";
import path from "path";

/** Every file under `directory`, at any depth, whose name ends with `extension`; `skipDirectory` prunes whole folders. */
export function filesUnder(directory: string, extension: string, skipDirectory: (directory: string) => boolean = () => false): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return skipDirectory(full) ? [] : filesUnder(full, extension, skipDirectory);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}
