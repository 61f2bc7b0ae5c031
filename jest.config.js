// Four projects: "unit" (components and pure modules, jsdom; a file may opt into node),
// "database" (supabase/: the migrations on a real Postgres engine), "e2e" (the production build
// in Debian's chromium) and "journeys" (the visitor's journeys on the build in Chromium, Firefox and
// WebKit). `npm test` runs all four.
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest/transform.js", "/@electric-sql/pglite/dist/.+\\.cjs$": "<rootDir>/jest/transform.js" };
const { esmPackages } = require("./jest/esm-packages");

const transformable = ["gatsby", "gatsby-script", "gatsby-link", "@electric-sql/pglite", ...esmPackages()];
const transformIgnorePatterns = [`node_modules/(?!(${transformable.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})/)`];

/** What the unit and database projects share: how test files are found and transformed. */
const unitSettings = {
  testMatch: ["**/__tests__/**/*.test.[jt]s?(x)"],
  transform,
  transformIgnorePatterns,
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/jest/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/jest/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};

module.exports = {
  // Both cores: jest runs test files in parallel (the browser files share one static server,
  // started by e2e/support/global-setup.ts; each launches its own Chromium).
  maxWorkers: 2,
  // A ceiling, not a wait: form tests type whole forms, which takes seconds when both cores are busy
  // and several times as long while the machine runs slowly (a virtual machine's speed can halve
  // for an hour, and npm test runs ten processes or more on two cores); a test that hangs still
  // fails. Browser test files set their own.
  testTimeout: 60_000,
  testSequencer: "<rootDir>/jest/longest-first-sequencer.js",
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      roots: ["<rootDir>/src", "<rootDir>/gatsby", "<rootDir>/jest", "<rootDir>/scripts"],
      ...unitSettings,
    },
    {
      // The database tests: this repository's migrations on a real Postgres engine (PGlite, and a
      // Postgres server where one is installed). `npm test` runs them beside the type check.
      displayName: "database",
      testEnvironment: "node",
      roots: ["<rootDir>/supabase"],
      ...unitSettings,
    },
    {
      displayName: "e2e",
      // Node's environment plus a screenshot of the open page when a test fails (path in the message).
      testEnvironment: "<rootDir>/e2e/support/environment.js",
      moduleNameMapper: { "^playwright-core$": "<rootDir>/e2e/support/playwright-core.js" },
      roots: ["<rootDir>/e2e"],
      testMatch: ["**/*.e2e.ts"],
      transform,
      transformIgnorePatterns,
      globalSetup: "<rootDir>/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/e2e/support/global-teardown.ts",
      slowTestThreshold: 30,
    },
    {
      // The visitor's journeys in Chromium, Firefox and WebKit (e2e/*.journeys.ts), on the same
      // build; their own static server and Supabase stand-in, so no global setup. The files answer
      // the same Supabase port: run them one at a time (-i; scripts/test.sh gives them one worker).
      displayName: "journeys",
      testEnvironment: "<rootDir>/e2e/support/environment.js",
      testEnvironmentOptions: { webdriverio: true },
      moduleNameMapper: { "^playwright-core$": "<rootDir>/e2e/support/playwright-core.js", "^webdriverio$": "<rootDir>/e2e/support/webdriverio.js" },
      roots: ["<rootDir>/e2e"],
      testMatch: ["**/*.journeys.ts"],
      transform,
      transformIgnorePatterns,
      slowTestThreshold: 60,
    },
  ],
};
