// Lets plain Node (20 has no TypeScript support) run a TypeScript entry point such as
// scripts/enquiries.ts: `node -r ./scripts/lib/require-typescript.cjs <file>.ts`. Each .ts file is
// transpiled on load by the project's own TypeScript, without type checking (`npm run typecheck`
// and the tests do that); registering the extension also lets require() find `./module` as
// `./module.ts`. Only for this repository's own scripts, never in the site's bundle.
const fs = require("fs");
const ts = require("typescript");

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2021,
  esModuleInterop: true,
  sourceMap: false,
};

require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
