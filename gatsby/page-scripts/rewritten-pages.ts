import fs from "fs";
import path from "path";

/**
 * The post-build passes over the built pages (the scripts' loader, the islands' chunk lists, the
 * inline scripts' hashes for the headers) read every page, and with a thousand articles that is
 * most of a rebuild's post-build work. A rebuild writes again only the pages whose data changed;
 * every other page still holds what the last build's passes wrote into it. So the passes remember,
 * in Gatsby's cache folder, when they last finished, what they wrote with (`inputs`: the loader, the
 * chunk lists, the code that rewrites) and each file's inline-script hashes, and take only the pages
 * written since. Without that record (a cold build, `gatsby clean`), or when `inputs` changed, they
 * take every page. The record is written only after every pass succeeded.
 */
export type PassRecord = {
  /** When the last passes finished (ms since the epoch): a file modified later was written since. */
  finishedAt: number;
  /** A hash of what the passes wrote with (../files/inputs-hash.ts). */
  inputs: string;
  /** Each HTML file's inline-script hashes, by its path relative to public/. */
  scriptHashes: Record<string, string[]>;
};

export function readPassRecord(file: string): PassRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PassRecord>;
    if (typeof record.finishedAt !== "number" || typeof record.inputs !== "string" || typeof record.scriptHashes !== "object" || !record.scriptHashes)
      return undefined;
    return { finishedAt: record.finishedAt, inputs: record.inputs, scriptHashes: record.scriptHashes };
  } catch {
    return undefined;
  }
}

export function writePassRecord(file: string, record: PassRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(record));
}

/** The files the passes must take: all of them without a record made with the same inputs, else those modified since it. */
export function filesToPass(
  files: readonly string[],
  record: PassRecord | undefined,
  inputs: string,
  modifiedAt = (file: string) => fs.statSync(file).mtimeMs,
): string[] {
  if (!record || record.inputs !== inputs) return [...files];
  return files.filter((file) => modifiedAt(file) > record.finishedAt);
}

/**
 * Every file's inline-script hashes: computed for the files in `passed`, the record's for the
 * others (computed too when the record has none for a file). Files no longer built drop out.
 */
export function scriptHashesOf(
  files: readonly string[],
  passed: ReadonlySet<string>,
  record: PassRecord | undefined,
  key: (file: string) => string,
  hashesOf: (file: string) => string[],
): Record<string, string[]> {
  return Object.fromEntries(
    files.map((file) => {
      const kept = passed.has(file) ? undefined : record?.scriptHashes[key(file)];
      return [key(file), kept ?? hashesOf(file)];
    }),
  );
}
