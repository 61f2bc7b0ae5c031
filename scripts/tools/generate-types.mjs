#!/usr/bin/env node
// Writes the TypeScript types generated from the data and the queries, which `tsc` and ESLint read
// (both files are git-ignored, so a fresh clone has neither):
//
//   src/content-file-types.d.ts  the data files' types, from data/schemas (gatsby/content-file-types.ts)
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
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newestMtime } from "../lib/newest-mtime.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(path.join(ROOT, "package.json"));
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
process.env.NODE_ENV = "production";
process.env.gatsby_executing_command = "build";
process.env.gatsby_log_level ??= "normal";

// Gatsby's own reporter, the one its services log through (a dependency of gatsby, resolved from it).
const reporter = createRequire(require.resolve("gatsby/package.json"))("gatsby-cli/lib/reporter");
const { initialize, customizeSchema, sourceNodes, buildSchema, createPages, extractQueries } = require("gatsby/dist/services");
const { createGraphQLRunner } = require("gatsby/dist/bootstrap/create-graphql-runner");
const { writeTypeScriptTypes } = require("gatsby/dist/utils/graphql-typegen/ts-codegen");

const sitePackageJson = require(path.join(ROOT, "package.json"));
const program = {
  _: ["build"],
  directory: ROOT,
  sitePackageJson,
  browserslist: sitePackageJson.browserslist ?? [">0.25%", "not dead"],
  prefixPaths: false,
  verbose: false,
  report: reporter,
};

const context = { program, shouldRunCreatePagesStatefully: true };
Object.assign(context, await initialize(context));
try {
  await customizeSchema(context);
  await sourceNodes(context);
  await buildSchema(context);
  context.gatsbyNodeGraphQLFunction = createGraphQLRunner(context.store, reporter);
  await createPages(context);
  await extractQueries(context);
  const { schema, definitions, config } = context.store.getState();
  await writeTypeScriptTypes(ROOT, schema, definitions, config.graphqlTypegen);
  // Gatsby leaves an unchanged file as it was: mark both as made now, so --if-stale sees them current.
  const now = new Date();
  for (const file of OUTPUTS) fs.utimesSync(path.join(ROOT, file), now, now);
  reporter.success(`wrote ${OUTPUTS.join(" and ")}`);
} finally {
  await Promise.all(context.workerPool?.end() ?? []);
}
process.exit(0);
