// jest's transformer: esbuild turns TypeScript, JSX and the ES-module packages into CommonJS, several
// times faster than Babel, which counts on a fresh clone where jest's cache is empty. A file that
// calls `jest.mock` goes through babel-jest instead: only babel-plugin-jest-hoist moves those calls
// above the imports, as the mocks need.
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const { transformSync, version } = require("esbuild");
const babelJest = require("babel-jest").default.createTransformer();

const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".js": "js", ".jsx": "jsx", ".mjs": "js", ".cjs": "js" };
const SELF = crypto.createHash("sha1").update(fs.readFileSync(__filename)).digest("hex");
const needsBabel = (source) => source.includes("jest.mock(");

/**
 * PGlite's bundle (a transformed package in jest.config.js) loads Node's built-ins with `await
 * import(...)`, which jest cannot run. esbuild's own rewrite to `require(...)` would break there: one
 * of the bundle's functions declares a `var require` of its own, which shadows jest's inside it. So
 * each of its dynamic imports calls a helper declared above the bundle, where `require` is jest's.
 */
const PGLITE_BUNDLE = /[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/].+\.cjs$/;
const IMPORT_HELPER = "__importWithJestRequire";
const IMPORT_HELPER_SOURCE = `var ${IMPORT_HELPER} = (id) => Promise.resolve().then(() => { const m = require(id); return m && m.__esModule ? m : Object.assign({ default: m }, m); });`;
const withImportHelper = (source) => source.replace(/(?<![\w$.])import\(/g, `${IMPORT_HELPER}(`);

module.exports = {
  getCacheKey(source, filename, options) {
    if (needsBabel(source)) return babelJest.getCacheKey(source, filename, options);
    return crypto.createHash("sha1").update(`esbuild ${version}\0${SELF}\0${filename}\0${source}`).digest("hex");
  },
  process(source, filename, options) {
    if (needsBabel(source)) return babelJest.process(source, filename, options);
    const pglite = PGLITE_BUNDLE.test(filename);
    const { code, map } = transformSync(pglite ? withImportHelper(source) : source, {
      loader: LOADERS[path.extname(filename)] ?? "js",
      format: "cjs",
      target: "node20",
      jsx: "automatic",
      sourcemap: "external",
      sourcefile: filename,
      supported: { "dynamic-import": false },
      logLevel: "silent",
      ...(pglite ? { banner: IMPORT_HELPER_SOURCE } : {}),
    });
    return { code, map };
  },
};
