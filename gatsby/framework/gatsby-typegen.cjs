// Gatsby's GraphQL typegen run on its own: the first half of `gatsby build` (load the config and
// plugins, source the data, build the schema, create the pages, extract the queries), then the
// query types written, with nothing queried, resized, bundled or rendered.
//
// Written against: gatsby 5.16.1, gatsby-cli 5.16.0
// Relies on, none of it documented (Gatsby has no public API for its typegen):
// - gatsby/dist/services: initialize, customizeSchema, sourceNodes, buildSchema, createPages,
//   extractQueries, each taking the build context `initialize` returns (store and worker pool);
// - gatsby/dist/bootstrap/create-graphql-runner: createGraphQLRunner(store, reporter), the graphql
//   function createPages hands gatsby-node's API;
// - gatsby/dist/utils/graphql-typegen/ts-codegen: writeTypeScriptTypes(root, schema, definitions,
//   graphqlTypegen settings), writing the file gatsby-config's graphqlTypegen names;
// - gatsby-cli/lib/reporter (gatsby's own dependency): the reporter the services log through.
// Contract: ./__tests__/gatsby-typegen.test.ts; scripts/tools/generate-types.mjs runs it.
const path = require("path");
const { createRequire } = require("module");

/** Gatsby's internals the typegen runs on, each checked to be there: a missing one is named with this module. */
function gatsbyInternals(root) {
  const fromSite = createRequire(path.join(root, "package.json"));
  const fromGatsby = createRequire(fromSite.resolve("gatsby/package.json"));
  const modules = {
    "gatsby-cli/lib/reporter": () => fromGatsby("gatsby-cli/lib/reporter"),
    "gatsby/dist/services": () => fromSite("gatsby/dist/services"),
    "gatsby/dist/bootstrap/create-graphql-runner": () => fromSite("gatsby/dist/bootstrap/create-graphql-runner"),
    "gatsby/dist/utils/graphql-typegen/ts-codegen": () => fromSite("gatsby/dist/utils/graphql-typegen/ts-codegen"),
  };
  const expected = {
    "gatsby-cli/lib/reporter": ["success", "info", "panic"],
    "gatsby/dist/services": ["initialize", "customizeSchema", "sourceNodes", "buildSchema", "createPages", "extractQueries"],
    "gatsby/dist/bootstrap/create-graphql-runner": ["createGraphQLRunner"],
    "gatsby/dist/utils/graphql-typegen/ts-codegen": ["writeTypeScriptTypes"],
  };
  const loaded = {};
  for (const [name, load] of Object.entries(modules)) {
    let module;
    try {
      module = load();
    } catch (error) {
      throw new Error(`gatsby/framework/gatsby-typegen.cjs: the installed gatsby has no ${name} (${error.message})`);
    }
    for (const member of expected[name]) {
      if (typeof module[member] !== "function") throw new Error(`gatsby/framework/gatsby-typegen.cjs: ${name} no longer exports the function ${member}`);
    }
    loaded[name] = module;
  }
  return loaded;
}

/**
 * Writes the query types of the site at `root` (the working directory must be `root`) and returns
 * Gatsby's reporter, for the caller to report with.
 */
async function writeQueryTypes(root) {
  // Set before Gatsby's modules load: some read them as they do.
  process.env.NODE_ENV = "production";
  process.env.gatsby_executing_command = "build";
  process.env.gatsby_log_level ??= "normal";
  const internals = gatsbyInternals(root);
  const reporter = internals["gatsby-cli/lib/reporter"];
  const { initialize, customizeSchema, sourceNodes, buildSchema, createPages, extractQueries } = internals["gatsby/dist/services"];
  const { createGraphQLRunner } = internals["gatsby/dist/bootstrap/create-graphql-runner"];
  const { writeTypeScriptTypes } = internals["gatsby/dist/utils/graphql-typegen/ts-codegen"];

  const sitePackageJson = require(path.join(root, "package.json"));
  const program = {
    _: ["build"],
    directory: root,
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
    await writeTypeScriptTypes(root, schema, definitions, config.graphqlTypegen);
  } finally {
    await Promise.all(context.workerPool?.end() ?? []);
  }
  return reporter;
}

module.exports = { gatsbyInternals, writeQueryTypes };
