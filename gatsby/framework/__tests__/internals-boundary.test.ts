/** @jest-environment node */
import fs from "fs";
import path from "path";
import ts from "typescript";
import { ROOT } from "../../../jest/framework-contract";
import { filesUnder } from "../../files/files-under";

/**
 * Undocumented internals of Gatsby, webpack and styled-components are reached from two folders
 * only, one adapter module per internal: src/framework (browser and server render) and
 * gatsby/framework (build). Every other source file of the site and its tools calls those
 * adapters. Tests may look at Gatsby's output (a built page's markers) and are not checked.
 */
const ADAPTER_FOLDERS = ["src/framework", "gatsby/framework"];
const CHECKED = ["src", "gatsby", "scripts", "bench", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-node.ts", "gatsby-config.ts"];
const NOT_SOURCE = new Set(["node_modules", "__tests__", "public", ".cache", ".lighthouse"]);
const GENERATED = new Set(["src/gatsby-types.d.ts", "src/content-file-types.d.ts"]);
const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"];

type Internal = { what: string; adapter: string; pattern: RegExp };

/** Each internal, as code names it (identifiers, property and attribute names, strings, templates, regular expressions), and the adapter to call instead. */
const INTERNALS: Internal[] = [
  {
    what: "Gatsby's window globals (___loader, ___emitter, ___chunkMapping, …)",
    adapter: "src/framework/gatsby-static-queries.tsx",
    pattern: /(^|\W)___[A-Za-z]/,
  },
  { what: "Gatsby's StaticQueryContext", adapter: "src/framework/gatsby-static-queries.tsx", pattern: /\bStaticQueryContext\b/ },
  { what: "styled-components' __PRIVATE__", adapter: "src/framework/styled-components-sheet.ts", pattern: /__PRIVATE__/ },
  {
    what: "styled-components' server CSS markers (data-styled, /*!sc*/)",
    adapter: "src/framework/styled-components-server-css.ts",
    pattern: /data-styled|!sc\\?\*/,
  },
  { what: "styled-components' build files", adapter: "src/framework/styled-components-server-css.ts", pattern: /^styled-components\/(dist|lib)\// },
  { what: "gatsby-plugin-image's head component keys", adapter: "src/framework/gatsby-image-runtime.ts", pattern: /gatsby-image-style/ },
  { what: "Gatsby's scripts slice markers", adapter: "gatsby/framework/scripts-slice.ts", pattern: /_gatsby-scripts|slice-start|slice-end/ },
  { what: "Gatsby's slice fragments folder (public/_gatsby)", adapter: "gatsby/framework/scripts-slice.ts", pattern: /(^|\/)_gatsby(\/|$)/ },
  {
    what: "Gatsby's page-path script (window.pagePath)",
    adapter: "gatsby/framework/page-path-script.tsx",
    pattern: /gatsby-script-loader|window\\?\.pagePath|(^|\W)pagePath=/,
  },
  {
    what: "Gatsby's own modules (gatsby/dist, gatsby/cache-dir, gatsby-cli)",
    adapter: "gatsby/framework/gatsby-typegen.cjs",
    pattern: /^(gatsby\/(dist|cache-dir)|gatsby-cli)(\/|$)/,
  },
  {
    what: "webpack's internals (__webpack_*, webpack/lib)",
    adapter: "a new adapter module in src/framework or gatsby/framework",
    pattern: /(^|\W)__webpack_|^webpack\/(lib|hot)\//,
  },
];

type Reach = { line: number; text: string; internal: Internal };

/** The names and texts of a source file's code (comments are no code). */
function codeTexts(source: ts.SourceFile): { line: number; text: string }[] {
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) text = node.text;
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)) text = node.text;
    else if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === "window") text = `window.${node.name.text}`;
    if (text !== undefined) texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Where a file's code reaches an internal. */
function internalsReached(file: string, code: string): Reach[] {
  const kind = file.endsWith(".tsx") || file.endsWith(".jsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const reaches = codeTexts(source).flatMap(({ line, text }) =>
    INTERNALS.filter(({ pattern }) => pattern.test(text)).map((internal) => ({ line, text, internal })),
  );
  // `window.___loader` is one reach, not two (the access and its name).
  return reaches.filter((reach, index) => reaches.findIndex(({ line, internal }) => line === reach.line && internal === reach.internal) === index);
}

function sourceFiles(): string[] {
  const isAdapterFolder = (directory: string) => ADAPTER_FOLDERS.includes(path.relative(ROOT, directory).split(path.sep).join("/"));
  const skip = (directory: string) => NOT_SOURCE.has(path.basename(directory)) || isAdapterFolder(directory);
  return CHECKED.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    if (!fs.statSync(full).isDirectory()) return [full];
    return EXTENSIONS.flatMap((extension) => filesUnder(full, extension, skip));
  }).filter((file) => !GENERATED.has(path.relative(ROOT, file).split(path.sep).join("/")));
}

test("no source file outside src/framework and gatsby/framework reaches an internal of Gatsby, webpack or styled-components", () => {
  const reaches = sourceFiles().flatMap((file) =>
    internalsReached(file, fs.readFileSync(file, "utf8")).map(
      ({ line, text, internal }) => `${path.relative(ROOT, file)}:${line} reaches ${internal.what} (${JSON.stringify(text)}): call ${internal.adapter} instead`,
    ),
  );
  expect(reaches).toEqual([]);
});

test("the check finds every internal in code, and none in comments", () => {
  const code = [
    'import { __PRIVATE__, StaticQueryContext } from "x";',
    "window.___loader?.loadPageSync(path);",
    'const marker = /data-styled\\.g\\d+/; const separator = "/*!sc*/";',
    'import "styled-components/dist/x";',
    'const keys = ["gatsby-image-style"];',
    'const slice = `<!-- slice-start id="_gatsby-scripts-1" -->`;',
    'const fragment = path.relative(publicDirectory, file).startsWith("_gatsby");',
    "const here = window.pagePath;",
    'const services = require("gatsby/dist/services");',
    "__webpack_require__(1);",
  ].join("\n");
  const found = new Set(internalsReached("fixture.tsx", code).map(({ internal }) => internal.what));
  expect([...found].sort()).toEqual(INTERNALS.map(({ what }) => what).sort());
  const comments = "// window.___loader, __PRIVATE__, data-styled, _gatsby-scripts, gatsby/dist\n/* window.pagePath */\nexport const harmless = 1;";
  expect(internalsReached("fixture.ts", comments)).toEqual([]);
});

const WRITTEN_AGAINST = /Written against: ([^\n]+)/;

/** The installed version of a package: the site's, or one of gatsby's own dependencies. */
function installedVersion(name: string): string | undefined {
  const gatsby = path.dirname(require.resolve("gatsby/package.json", { paths: [ROOT] }));
  try {
    return (require(require.resolve(`${name}/package.json`, { paths: [ROOT, gatsby] })) as { version: string }).version;
  } catch {
    return undefined;
  }
}

test("every adapter says which versions it was written against, and they are the installed ones", () => {
  const adapters = ADAPTER_FOLDERS.flatMap((folder) =>
    EXTENSIONS.flatMap((extension) => filesUnder(path.join(ROOT, folder), extension, (directory) => NOT_SOURCE.has(path.basename(directory)))),
  );
  expect(adapters.length).toBeGreaterThan(0);
  const problems = adapters.flatMap((file) => {
    const adapter = path.relative(ROOT, file);
    const header = WRITTEN_AGAINST.exec(fs.readFileSync(file, "utf8"))?.[1];
    if (!header) return [`${adapter} has no "Written against: <package> <version>" line in its header`];
    return header.split(",").flatMap((entry) => {
      const [name = "", version = ""] = entry.trim().split(/\s+/);
      const installed = installedVersion(name);
      if (installed === version) return [];
      return [
        `${adapter} was written against ${name} ${version}, the installed ${name} is ${installed ?? "missing"}: ` +
          `run its contract tests, re-read what its header says it relies on, then update the header`,
      ];
    });
  });
  expect(problems).toEqual([]);
});
