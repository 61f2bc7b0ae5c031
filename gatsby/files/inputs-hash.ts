import crypto from "crypto";

/**
 * One hash over everything a file the build writes depends on, each part separated from the next so
 * no two lists of parts share a hash by running together. A record of it in .cache tells a rebuild
 * whether that output is still current (../page-scripts/rewritten-pages.ts, ../search/index-record.ts).
 */
export const inputsHash = (...parts: string[]): string =>
  parts.reduce((hash, part) => hash.update(part).update("\0"), crypto.createHash("sha256")).digest("hex");
