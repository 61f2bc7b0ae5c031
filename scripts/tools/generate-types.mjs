#!/usr/bin/env node
// Writes the TypeScript types generated from the data and the queries, which `tsc` and ESLint read
// (both files are git-ignored, so a fresh clone has neither):
//
//   src/content-file-types.d.ts  the data files' types, from data/schemas (gatsby/content/content-file-types.ts)
//   src/gatsby-types.d.ts        every GraphQL query's types (Gatsby's typegen, gatsby-config.ts)
//
//   npm run types                                    always
//   node scripts/tools/generate-types.mjs --if-stale  only when a file is missing or older than a
//                                                    source it comes from (npm run typecheck and
//                                                    npm run lint run this first)
//
// It runs the first half of `gatsby build`, as the build does it: load the config and plugins,
// source data/ (every file validated, the content types written by onPreBootstrap), build the
// GraphQL schema from data/schemas, create the pages and extract the queries of src/; then writes
// the query types. No query runs, no image is resized, nothing is bundled or rendered. A build or
// `gatsby develop` writes the same files.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeQueryTypes } from "../../gatsby/framework/gatsby-typegen.cjs";
import { newestMtime } from "../lib/newest-mtime.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUTPUTS = ["src/content-file-types.d.ts", "src/gatsby-types.d.ts"];
/** What the two files are made from: the schemas and data, the build code, the queries in src/. */
const SOURCES = ["data", "gatsby", "src", "gatsby-config.ts", "gatsby-node.ts", "package-lock.json"];

const OUTPUT_PATHS = OUTPUTS.map((file) => path.join(ROOT, file));

function upToDate() {
  const oldestOutput = Math.min(...OUTPUT_PATHS.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const newestSource = Math.max(
    ...SOURCES.map((source) => newestMtime(path.join(ROOT, source), { skip: (entry) => OUTPUT_PATHS.includes(entry), folders: false })),
  );
  return oldestOutput > newestSource;
}

if (process.argv.includes("--if-stale") && upToDate()) process.exit(0);

process.chdir(ROOT);
process.env.GATSBY_TELEMETRY_DISABLED ??= "1";

// Gatsby's typegen has no public API: gatsby/framework/gatsby-typegen.cjs runs it on Gatsby's internals.
const reporter = await writeQueryTypes(ROOT);
// Gatsby leaves an unchanged file as it was: mark both as made now, so --if-stale sees them current.
const now = new Date();
for (const file of OUTPUTS) fs.utimesSync(path.join(ROOT, file), now, now);
reporter.success(`wrote ${OUTPUTS.join(" and ")}`);
process.exit(0);
