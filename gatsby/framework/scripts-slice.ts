// gatsby/framework/: the only build code that touches undocumented internals of Gatsby, one adapter
// per internal (this one: the scripts slice), each with contract tests beside it.
import path from "path";

/**
 * The scripts Gatsby stitches into every built page, and where its slice fragments lie.
 *
 * Written against: gatsby 5.16.1
 * Relies on, none of it documented:
 * - with slices (Gatsby 5's default) cache-dir/static-entry.js ends every page's body with the
 *   `_gatsby-scripts` slice (cache-dir/slice/server-slice-renderer.js names it `_gatsby-scripts-1`),
 *   and dist/utils/slices/stitching.js stitches public/_gatsby/slices/_gatsby-scripts-1.html into
 *   the page between `<!-- slice-start id="_gatsby-scripts-1" -->` and
 *   `<!-- slice-end id="_gatsby-scripts-1" -->`, which stay in the page;
 * - that fragment (written by dist/utils/gatsby-webpack-stats-extractor.js) loads the webpack
 *   runtime, React and the app as `<script src="<path>" async></script>`, beside inline scripts;
 * - slice fragments live under public/_gatsby/ and are no pages.
 * Contract: ./__tests__/scripts-slice.test.ts stitches a page with the installed gatsby.
 */
const SLICE_ID = "_gatsby-scripts-1";
const SCRIPTS_SLICE = new RegExp(`(<!-- slice-start id="${SLICE_ID}" -->)([\\s\\S]*?)(<!-- slice-end id="${SLICE_ID}" -->)`);
const ASYNC_SCRIPT = /<script src="([^"<>\s]+)" async><\/script>/g;

/** The folder of public/ that holds Gatsby's slice fragments. */
export const SLICE_FRAGMENTS_FOLDER = "_gatsby";

/** Whether a built HTML file is a slice fragment (stitched into pages, no page itself). */
export function isSliceFragment(publicDirectory: string, file: string): boolean {
  return path.relative(publicDirectory, file).split(path.sep)[0] === SLICE_FRAGMENTS_FOLDER;
}

/**
 * The page's HTML with the async script tags of its scripts slice taken out and `replacement(their
 * sources)` put at the slice's end; the HTML as it is when the slice has no such tags; null when the
 * page has no scripts slice (not a Gatsby page).
 */
export function withScriptsSliceRewritten(html: string, replacement: (sources: string[]) => string): string | null {
  const slice = SCRIPTS_SLICE.exec(html);
  if (!slice) return null;
  const [whole, start = "", body = "", end = ""] = slice;
  const sources = [...body.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "");
  if (sources.length === 0) return html;
  const rewritten = `${start}${body.replace(ASYNC_SCRIPT, "")}${replacement(sources)}${end}`;
  return html.replace(whole, () => rewritten);
}
