/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { Children, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { contractTest, installedSource } from "../../../jest/framework-contract";
import { isSliceFragment, SLICE_FRAGMENTS_FOLDER, withScriptsSliceRewritten } from "../scripts-slice";

const ADAPTER = "gatsby/framework/scripts-slice.ts";
const SCRIPTS = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];

type SliceRenderer = { ServerSliceRenderer: (props: { sliceId: string }) => ReactNode };
type Stitching = { stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void> };

/** What the installed gatsby renders where a page's scripts go, before stitching. */
function scriptsSlicePlaceholder(): string {
  const sliceId = /ServerSliceRenderer,\s*\{\s*sliceId:\s*`([^`]+)`/.exec(installedSource("gatsby", "cache-dir/static-entry.js"))?.[1];
  expect(sliceId).toBeDefined();
  const { ServerSliceRenderer } = jest.requireActual<SliceRenderer>("gatsby/cache-dir/slice/server-slice-renderer");
  return renderToStaticMarkup(<>{Children.toArray(ServerSliceRenderer({ sliceId: sliceId ?? "" }))}</>);
}

/** The scripts fragment as the installed gatsby's webpack stats extractor writes it: inline scripts, then each app script by its template. */
function scriptsFragment(): string {
  const extractor = installedSource("gatsby", "dist/utils/gatsby-webpack-stats-extractor.js");
  const template = /assetSliceContents\.push\(`(<script src="\$\{this\.publicPath\}\/\$\{asset\}" async><\/script>)`\)/.exec(extractor)?.[1];
  expect(template).toBeDefined();
  const inline = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script>';
  return inline + SCRIPTS.map((script) => (template ?? "").replace("${this.publicPath}/${asset}", script)).join("");
}

const publicDirectories: string[] = [];
afterAll(() => publicDirectories.forEach((directory) => fs.rmSync(directory, { recursive: true, force: true })));

/** A built page stitched by the installed gatsby, in a public/ folder of its own. */
async function stitchedPage(): Promise<{ publicDirectory: string; html: string; fragment: string }> {
  const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-slice-"));
  publicDirectories.push(publicDirectory);
  const fragment = path.join(publicDirectory, SLICE_FRAGMENTS_FOLDER, "slices", "_gatsby-scripts-1.html");
  fs.mkdirSync(path.dirname(fragment), { recursive: true });
  fs.writeFileSync(fragment, scriptsFragment());
  fs.writeFileSync(path.join(publicDirectory, "index.html"), `<!DOCTYPE html><html><body><main>Text</main>${scriptsSlicePlaceholder()}</body></html>`);
  const { stitchSliceForAPage } = jest.requireActual<Stitching>("gatsby/dist/utils/slices/stitching");
  await stitchSliceForAPage({ pagePath: "/", publicDir: publicDirectory });
  return { publicDirectory, html: fs.readFileSync(path.join(publicDirectory, "index.html"), "utf8"), fragment };
}

contractTest(ADAPTER, "the stitched scripts slice between its _gatsby-scripts-1 markers, its app scripts as <script src async>", async () => {
  const { html } = await stitchedPage();
  let found: string[] = [];
  const rewritten = withScriptsSliceRewritten(html, (sources) => {
    found = sources;
    return "<script>later()</script>";
  });
  expect(found).toEqual(SCRIPTS);
  expect(rewritten).not.toContain(" async></script>");
  expect(rewritten).toContain('window.___webpackCompilationHash="abc";</script><script>later()</script><!-- slice-end id="_gatsby-scripts-1" -->');
});

contractTest(ADAPTER, "slice fragments lying under public/_gatsby", async () => {
  const { publicDirectory, fragment } = await stitchedPage();
  expect(isSliceFragment(publicDirectory, fragment)).toBe(true);
  expect(isSliceFragment(publicDirectory, path.join(publicDirectory, "index.html"))).toBe(false);
});

test("a page without the slice is no Gatsby page; a slice without async scripts stays as it is", () => {
  expect(withScriptsSliceRewritten("<html><body></body></html>", () => "x")).toBeNull();
  const done = '<!-- slice-start id="_gatsby-scripts-1" --><script>loader()</script><!-- slice-end id="_gatsby-scripts-1" -->';
  expect(withScriptsSliceRewritten(done, () => "x")).toBe(done);
});
