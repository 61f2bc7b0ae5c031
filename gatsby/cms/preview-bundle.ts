import fs from "fs";
import path from "path";
import { build, context, type BuildOptions } from "esbuild";
import { previewData } from "./preview-data";
import { removeFilesBut } from "../files/copy-if-changed";

/**
 * The CMS preview (gatsby/cms/preview) as a bundle of its own, public/admin/preview.js, with its
 * snapshot preview-data.json beside it: loaded by /admin alone, after Decap's bundle. It holds the
 * site's React, styled-components and the templates and sections it renders, bundled by esbuild
 * (a second of work, against minutes for webpack) from the same source files as the site, without
 * Gatsby: "gatsby" is the stand-in of ./preview/gatsby-stand-in.ts.
 */
export const PREVIEW_BUNDLE = "preview.js";
const PREVIEW_DATA = "preview-data.json";

/** The images of listed collection entries (preview-data.ts, PreviewImages), below public/admin. */
const PREVIEW_FILES = "preview-files";

export async function writePreview({
  adminDirectory,
  adminUrl,
  dataDirectory,
  siteUrl,
  watch = false,
}: {
  adminDirectory: string;
  /** The address of public/admin, e.g. "/admin". */
  adminUrl: string;
  dataDirectory: string;
  siteUrl?: string;
  /** Under `gatsby develop`: the bundle is built again whenever a file it is made of changes. */
  watch?: boolean;
}) {
  const images = { directory: path.join(adminDirectory, PREVIEW_FILES), url: `${adminUrl}/${PREVIEW_FILES}`, copied: new Set<string>() };
  fs.writeFileSync(path.join(adminDirectory, PREVIEW_DATA), JSON.stringify(previewData(dataDirectory, siteUrl, images)));
  removeFilesBut(images.directory, images.copied);
  const options: BuildOptions = {
    entryPoints: [path.resolve("gatsby/cms/preview/preview.tsx")],
    outfile: path.join(adminDirectory, PREVIEW_BUNDLE),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    logLevel: "silent",
    alias: { gatsby: path.resolve("gatsby/cms/preview/gatsby-stand-in.ts") },
    // The enquiry forms render in the preview and take input but send nothing: no Supabase project is
    // configured there (a submission fails as on a build without one), and the client stays out.
    external: ["@supabase/supabase-js"],
    define: { "process.env.NODE_ENV": '"production"', "process.env.GATSBY_SUPABASE_URL": "undefined", "process.env.GATSBY_SUPABASE_ANON_KEY": "undefined" },
  };
  if (!watch) {
    await build(options);
    return;
  }
  const watcher = await context(options);
  await watcher.rebuild();
  await watcher.watch();
}
