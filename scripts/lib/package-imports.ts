import fs from "fs";
import { isBuiltin } from "module";
import path from "path";
import ts from "typescript";

/**
 * Which packages the repository's own source imports, and which of them its package.json does not
 * declare. Every way a file names a module counts: `import`, `import type`, `export … from`,
 * `import("…")` (also in a type), `require`, `require.resolve` and jest's `jest.mock` /
 * `jest.requireActual`. Node's built-ins, `node:` and relative or absolute paths are not packages;
 * `npm:`, `jsr:` and URL specifiers are Deno's (supabase/functions), resolved by Deno.
 */

/** The folders of the project's own source, and the extensions of its code files. */
export const SOURCE_FOLDERS = ["src", "gatsby", "scripts", "e2e", "supabase", "jest", "bench"];
const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Folders that hold what tools wrote, never source. */
const NOT_SOURCE = new Set(["node_modules", "public", ".cache", ".git", ".artifacts", ".lighthouse", ".data", "deploy"]);

/** A module a file names, and whether only its types are imported (TypeScript erases those imports). */
export interface ModuleReference {
  specifier: string;
  typeOnly: boolean;
}

/** Every module a file names, in order of appearance. */
export function moduleReferences(fileName: string, sourceText: string): ModuleReference[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found: ModuleReference[] = [];
  const visit = (node: ts.Node): void => {
    const named = referenceOf(node, source);
    if (named !== undefined) found.push(named);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (fileName.endsWith(".jsx")) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

const CALLS_THAT_NAME_A_MODULE = new Set(["require", "require.resolve", "jest.mock", "jest.requireActual", "jest.requireMock", "jest.doMock"]);

function referenceOf(node: ts.Node, source: ts.SourceFile): ModuleReference | undefined {
  if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
    return { specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false };
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return { specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly };
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
    return { specifier: node.moduleReference.expression.text, typeOnly: node.isTypeOnly };
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return { specifier: node.argument.literal.text, typeOnly: true };
  }
  if (ts.isCallExpression(node)) {
    const [first] = node.arguments;
    if (!first || !ts.isStringLiteralLike(first)) return undefined;
    const callee = node.expression.kind === ts.SyntaxKind.ImportKeyword ? "import" : node.expression.getText(source);
    if (callee === "import" || CALLS_THAT_NAME_A_MODULE.has(callee)) return { specifier: first.text, typeOnly: false };
  }
  return undefined;
}

/** The package a specifier resolves from node_modules ("@scope/name" or "name"), or undefined when it is none. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) return undefined;
  if (isBuiltin(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export interface UndeclaredImport {
  /** The importing file, relative to the repository root. */
  file: string;
  /** The package it names. */
  pkg: string;
  /** The package.json that should declare it, relative to the repository root. */
  manifest: string;
}

/** Every code file of the project's own source: the top level's and the source folders'. */
export function sourceFiles(root: string): string[] {
  const files = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name))
    .map((entry) => entry.name);
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory() && !NOT_SOURCE.has(entry.name) && !entry.name.startsWith(".e2e-profile")) walk(relative);
      else if (entry.isFile() && CODE_FILE.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of SOURCE_FOLDERS) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return files.sort();
}

/** The nearest package.json above a file (bench/empty-site has its own), relative to the root. */
function manifestFor(root: string, file: string): string {
  for (let folder = path.posix.dirname(file); folder !== "."; folder = path.posix.dirname(folder)) {
    if (fs.existsSync(path.join(root, folder, "package.json"))) return path.posix.join(folder, "package.json");
  }
  return "package.json";
}

function declaredIn(root: string, manifest: string): Set<string> {
  const json = JSON.parse(fs.readFileSync(path.join(root, manifest), "utf8")) as Record<string, Record<string, string> | undefined>;
  return new Set(["dependencies", "devDependencies", "optionalDependencies"].flatMap((field) => Object.keys(json[field] ?? {})));
}

/** The package that types a package which ships none: "hast" → "@types/hast", "@scope/name" → "@types/scope__name". */
export function typesPackageOf(pkg: string): string {
  return `@types/${pkg.startsWith("@") ? pkg.slice(1).replace("/", "__") : pkg}`;
}

/**
 * Each (file, package) pair where the file imports a package its package.json does not declare.
 * An import of types only is declared by the package or by its @types package.
 */
export function undeclaredImports(root: string): UndeclaredImport[] {
  const declaredBy = new Map<string, Set<string>>();
  const found: UndeclaredImport[] = [];
  for (const file of sourceFiles(root)) {
    const manifest = manifestFor(root, file);
    const declared = declaredBy.get(manifest) ?? declaredIn(root, manifest);
    declaredBy.set(manifest, declared);
    const needed = new Map<string, boolean>();
    for (const { specifier, typeOnly } of moduleReferences(file, fs.readFileSync(path.join(root, file), "utf8"))) {
      const pkg = packageOf(specifier);
      if (pkg !== undefined) needed.set(pkg, (needed.get(pkg) ?? true) && typeOnly);
    }
    for (const [pkg, typeOnly] of needed) {
      if (!declared.has(pkg) && !(typeOnly && declared.has(typesPackageOf(pkg)))) found.push({ file, pkg, manifest });
    }
  }
  return found;
}
