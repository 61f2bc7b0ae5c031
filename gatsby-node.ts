import path from "path";
import type { GatsbyNode } from "gatsby";
import {
  categoryPathExtension,
  collectionFieldExtensions,
  contentTypes,
  derivedFieldExtensions,
  headFieldExtensions,
  iconGlyphExtension,
} from "./gatsby/schema";
import { createPages as createDataPages } from "./gatsby/create-pages";
import { socialCardExtension, socialCardTypeDefs } from "./gatsby/social-cards/field";
import { feedLinksExtension, feedLinkTypeDefs } from "./gatsby/feeds/feed-links";
import { keepMarkdownIn } from "./gatsby/markdown/cached-markdown";
import { CONTENT_FILE_TYPES_PATH, GATSBY_TYPES_PATH, writeContentFileTypes } from "./gatsby/content/content-file-types";
import { writePageSectionFragment } from "./gatsby/schema/page-section-fragment";
import { onPreBootstrap as checkSupabaseSettings } from "./gatsby/env/supabase-env";
import { onCreateDevServer as serveEnquiryBackend } from "./gatsby/env/enquiry-backend";
import { serveCms } from "./gatsby/cms/dev-server";
import { formatProblems, validateContentDirectory, validateContentFile } from "./gatsby/content-checks/validate-content";
import { IslandChunksPlugin } from "./gatsby/page-scripts/island-chunks-plugin";
import { startSearchIndexEarly } from "./gatsby/post-build";

const DATA_DIRECTORY = path.resolve("data");

type FileNodeFields = { sourceInstanceName?: string; extension?: string; relativeDirectory?: string; absolutePath?: string };

/**
 * Validates every data file before anything reads it: gatsby-transformer-json would otherwise
 * stop first on invalid JSON with a message that says neither where nor why.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = validateContentDirectory(DATA_DIRECTORY);
  if (problems.length > 0) reporter.panicOnBuild(`Invalid content:\n${formatProblems(problems)}`);
};

/**
 * Before sourcing: the Supabase settings are checked (gatsby/env/supabase-env.ts), the data files'
 * TypeScript types are written from the same schemas (gatsby/content/content-file-types.ts), and so is the
 * fragment that selects every section kind (gatsby/schema/page-section-fragment.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  await checkSupabaseSettings?.(args, options, () => undefined);
  await writeContentFileTypes();
  writePageSectionFragment();
};

/** Validates each data file as it is sourced, so a broken edit also shows up under `gatsby develop`. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  const file = node as typeof node & FileNodeFields;
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data" || file.extension !== "json") return;
  if (file.relativeDirectory === "schemas" || !file.absolutePath) return;
  const problems = validateContentFile(file.absolutePath, DATA_DIRECTORY);
  if (problems.length > 0) reporter.panicOnBuild(`Invalid content:\n${formatProblems(problems)}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema, cache }) => {
  keepMarkdownIn(cache);
  actions.createFieldExtension(iconGlyphExtension);
  for (const extension of [
    ...derivedFieldExtensions,
    ...collectionFieldExtensions,
    categoryPathExtension,
    ...headFieldExtensions,
    socialCardExtension,
    feedLinksExtension,
  ])
    actions.createFieldExtension(extension);
  actions.createTypes([socialCardTypeDefs, feedLinkTypeDefs, ...contentTypes(schema)]);
};

/** The pages from data/ (gatsby/create-pages.ts); then, in `gatsby build`, the search index starts beside the rest of the build (gatsby/post-build.ts). */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createDataPages(args);
  startSearchIndexEarly(args);
};

export { onPostBuild } from "./gatsby/post-build";

/**
 * The browser bundle also lists each island's script files, with those of everything it imports on
 * demand (gatsby/page-scripts/island-chunks-plugin.ts). Under `gatsby develop` the generated types,
 * which Gatsby writes again after every query extraction, are not watched: they are no module, but
 * the islands' require.context (src/islands/island-modules.ts) watches every file of src/, and a
 * rewrite rebuilt the bundle, which extracted the queries and wrote the types again, endlessly.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new IslandChunksPlugin()] });
  if (stage === "develop" || stage === "develop-html")
    actions.setWebpackConfig({ watchOptions: { ignored: [CONTENT_FILE_TYPES_PATH, path.resolve(GATSBY_TYPES_PATH)] } });
};
export { checkInternalLinks as onPostBootstrap } from "./gatsby/content-checks/internal-links";
/** The development server also serves the CMS at /admin with its local backend (gatsby/cms/dev-server.ts). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args, options) => {
  await serveEnquiryBackend?.(args, options, () => undefined);
  await serveCms(args);
};
