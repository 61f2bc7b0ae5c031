// jest's transformer: esbuild turns TypeScript, JSX and the ES-module packages into CommonJS, several
// times faster than Babel, which counts on a fresh clone where jest's cache is empty. A file that
// calls `jest.mock` goes through babel-jest instead: only babel-plugin-jest-hoist moves those calls
// above the imports, as the mocks need. (PGlite's bundle goes through babel-jest too, in
// jest.config.js: Babel rewrites its dynamic `import()`s, which jest cannot run, to `require`.)
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const { transformSync, version } = require("esbuild");
const babelJest = require("babel-jest").default.createTransformer();

const LOADERS = { ".ts": "ts", ".tsx": "tsx", ".js": "js", ".jsx": "jsx", ".mjs": "js", ".cjs": "js" };
const SELF = crypto.createHash("sha1").update(fs.readFileSync(__filename)).digest("hex");
const needsBabel = (source) => source.includes("jest.mock(");

module.exports = {
  getCacheKey(source, filename, options) {
    if (needsBabel(source)) return babelJest.getCacheKey(source, filename, options);
    return crypto.createHash("sha1").update(`esbuild ${version}\0${SELF}\0${filename}\0${source}`).digest("hex");
  },
  process(source, filename, options) {
    if (needsBabel(source)) return babelJest.process(source, filename, options);
    const { code, map } = transformSync(source, {
      loader: LOADERS[path.extname(filename)] ?? "js",
      format: "cjs",
      target: "node20",
      jsx: "automatic",
      sourcemap: "external",
      sourcefile: filename,
      supported: { "dynamic-import": false },
      logLevel: "silent",
    });
    return { code, map };
  },
};
