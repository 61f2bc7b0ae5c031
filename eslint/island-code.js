// Which files of src/ are island code: rendered only inside an island (or only in the browser), so
// their event handlers run on the built page. A built page is server HTML in which only islands
// wake (src/islands/define-island.tsx): a component rendered into that HTML anywhere else never
// runs a handler. Read from the import graph (type-only imports left out, as the bundle leaves them):
// - static code: what the pages Gatsby renders to HTML import (src/templates/, src/pages/,
//   gatsby-ssr.tsx), followed up to, not into, an island module (`<name>.island.tsx`);
// - browser code: what the island modules and gatsby-browser.tsx import.
// Island code is browser code that is not static code; every other file of src/, one nothing
// imports yet included, counts as rendered statically.
const fs = require("fs");
const path = require("path");
const ts = require("typescript");

const SUFFIXES = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

function sourceFilesUnder(root, folder) {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFilesUnder(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** The relative specifiers a file imports for their values: static imports and exports, import(). */
function valueImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith("."));
}

function resolve(root, from, specifier) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return SUFFIXES.map((suffix) => base + suffix).find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
}

const isIslandModule = (file) => file.endsWith(".island.tsx");

/** The files of src/ (paths relative to `root`) whose handlers run on the built page. */
function islandCode(root) {
  const files = [...sourceFilesUnder(root, "src"), "gatsby-ssr.tsx", "gatsby-browser.tsx"];
  const imports = new Map(
    files.map((file) => [
      file,
      valueImports(file, fs.readFileSync(path.join(root, file), "utf8")).flatMap((specifier) => resolve(root, file, specifier) ?? []),
    ]),
  );
  const reach = (roots, stopAtIslands) => {
    const seen = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (!(stopAtIslands && isIslandModule(file))) queue.push(...(imports.get(file) ?? []));
    }
    return seen;
  };
  const staticCode = reach(
    files.filter((file) => /^src\/(templates|pages)\//.test(file) || file === "gatsby-ssr.tsx"),
    true,
  );
  const browserCode = reach([...files.filter(isIslandModule), "gatsby-browser.tsx"], false);
  return new Set([...browserCode].filter((file) => isIslandModule(file) || !staticCode.has(file)));
}

module.exports = { islandCode };
