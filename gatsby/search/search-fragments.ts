import fs from "fs";
import path from "path";
import zlib from "zlib";

/**
 * What a search result downloads of its page: Pagefind writes one fragment file per page
 * (public/pagefind/fragment/*.pf_fragment), and the browser fetches the fragment of every result it
 * shows. A fragment holds the page's address and meta (the title and excerpt a result shows) and,
 * for Pagefind's own excerpts and sub-results, the page's whole indexed text and its headings. The
 * site's results show the meta only (src/lib/site-search.ts), so after the index is written each
 * fragment keeps its address, meta and filters and drops the text and headings: a visitor's first
 * query fetches a few hundred bytes per result instead of the article. What is searched does not
 * change: the words live in the index chunks, which stay as Pagefind wrote them.
 *
 * The file format (Pagefind 1.x): gzip of the signature "pagefind_dcd" followed by the fragment as JSON.
 */
export const FRAGMENT_SIGNATURE = "pagefind_dcd";

type Fragment = { content?: string; anchors?: unknown[] } & Record<string, unknown>;

/** The fragment file's bytes without the page's text and headings; null when they are not a fragment as Pagefind 1.x writes them. */
export function trimmedFragment(file: Buffer): Buffer | null {
  let plain: Buffer;
  try {
    plain = zlib.gunzipSync(file);
  } catch {
    return null;
  }
  if (plain.subarray(0, FRAGMENT_SIGNATURE.length).toString("utf8") !== FRAGMENT_SIGNATURE) return null;
  const fragment = JSON.parse(plain.subarray(FRAGMENT_SIGNATURE.length).toString("utf8")) as Fragment;
  if (typeof fragment.content !== "string" || typeof fragment.meta !== "object") return null;
  const kept: Fragment = { ...fragment, content: "", anchors: [] };
  return zlib.gzipSync(Buffer.from(`${FRAGMENT_SIGNATURE}${JSON.stringify(kept)}`), { level: 9 });
}

/** Trims every fragment in the index folder; returns a problem per file that is not a fragment Pagefind 1.x would write. */
export function trimFragments(indexFolder: string): string[] {
  const folder = path.join(indexFolder, "fragment");
  if (!fs.existsSync(folder)) return [];
  const problems: string[] = [];
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith(".pf_fragment"))) {
    const file = path.join(folder, name);
    const trimmed = trimmedFragment(fs.readFileSync(file));
    if (trimmed) fs.writeFileSync(file, trimmed);
    else problems.push(`fragment/${name} is not a Pagefind 1.x fragment (gzip, "${FRAGMENT_SIGNATURE}", JSON): has the pagefind package changed?`);
  }
  return problems;
}
