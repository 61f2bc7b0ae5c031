import fs from "fs";
import path from "path";
import { moduleReferences, sourceFiles } from "./package-imports";

/**
 * The project's own import graph: which file of src/, gatsby/ and supabase/ (and the gatsby-*
 * entry files) names which other, by every kind of reference (`import`, `import type`,
 * `export … from`, `import()`, `require`). Tests are left out: nothing imports them. Used by
 * scripts/__tests__/import-graph.test.ts to keep the graph free of circles and upward arrows
 * (docs/architecture.md, Layers).
 */

/** Folders lowest first; folders on one line are side by side. */
export type Layers = readonly (readonly string[])[];

/**
 * The folders of src/, lowest first; a folder imports only from folders below it (and from
 * itself). Folders on one line are side by side: neither imports the other.
 */
export const SRC_LAYERS: Layers = [
  ["theme", "framework"],
  ["lib"],
  ["islands"],
  ["island-helpers"],
  ["ui"],
  ["components"],
  ["forms"],
  ["sections"],
  ["templates", "pages"],
  ["runtime"],
];

/**
 * The folders of gatsby/, lowest first, by the same rule. Above them all, loose in gatsby/, the
 * build's entry points (GATSBY_ENTRY_POINTS).
 */
export const GATSBY_LAYERS: Layers = [
  ["framework", "markdown", "env", "data-schemas"],
  ["files", "content"],
  ["routes", "headers"],
  ["listings", "page-scripts"],
  ["content-checks", "search"],
  ["feeds", "schema"],
  ["social-cards", "cms"],
];

/**
 * The only files loose in gatsby/: each is a whole hook gatsby-node.ts or gatsby-config.ts hands
 * to Gatsby (createPages, onPostBuild, the adapter), and may import from any folder; no folder
 * imports from them.
 */
export const GATSBY_ENTRY_POINTS: readonly string[] = ["create-pages.ts", "post-build.ts", "static-host-adapter.ts"];

/**
 * The folders of supabase/, lowest first, by the same rule: the Edge Functions (Deno; the
 * functions share supabase/functions/_shared), the local store that answers as Supabase does on this
 * machine (it serves the enquiry endpoint's handler), the database tests' helpers.
 */
export const SUPABASE_LAYERS: Layers = [["functions"], ["local"], ["testing"]];

type LayeredArea = "src" | "gatsby" | "supabase";

const LAYERS: Readonly<Record<LayeredArea, Layers>> = { src: SRC_LAYERS, gatsby: GATSBY_LAYERS, supabase: SUPABASE_LAYERS };

/** The top-level areas, lowest first: the site's code, the enquiry backend (shares the forms' rules), the build. */
export const AREAS = ["src", "supabase", "gatsby"] as const;

/** A file and the project files it names, paths relative to the repository root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", "/index.ts", "/index.tsx", "/index.js"];

function isGraphFile(file: string): boolean {
  if (/(^|\/)__tests__\//.test(file) || /\.test\.[jt]sx?$/.test(file) || file.endsWith(".d.ts")) return false;
  return AREAS.some((area) => file.startsWith(`${area}/`)) || /^gatsby-[a-z]+\.tsx?$/.test(file);
}

/** The project file a relative specifier names, or undefined (a package, a URL, a missing file). */
export function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
}

/** The graph of the repository at `root`. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root).filter(isGraphFile)) {
    const named = moduleReferences(file, fs.readFileSync(path.join(root, file), "utf8")).flatMap(
      ({ specifier }) => resolveSpecifier(root, file, specifier) ?? [],
    );
    graph.set(file, [...new Set(named)].filter(isGraphFile));
  }
  return graph;
}

/** Every import circle, each as the files around it ending where it starts ("a → b → a"), found by Tarjan's strongly connected components. */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(circleThrough(graph, new Set(component), file));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

/** One concrete circle through `start` inside a strongly connected component (breadth-first, so the shortest). */
function circleThrough(graph: ImportGraph, component: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const route = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) route.splice(1, 0, at);
        return [...route, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The folder of a file of a layered area (src/, gatsby/ or supabase/), undefined for a file loose in it or elsewhere. */
function folderOf(file: string): { area: LayeredArea; folder: string } | undefined {
  const [area, folder, ...rest] = file.split("/");
  return (area === "src" || area === "gatsby" || area === "supabase") && folder !== undefined && rest.length > 0 ? { area, folder } : undefined;
}

function layerOf(folder: string, layers: Layers): number {
  return layers.findIndex((line) => line.includes(folder));
}

function areaOf(file: string): number {
  return AREAS.findIndex((area) => file.startsWith(`${area}/`));
}

/** A file loose in gatsby/ (one of GATSBY_ENTRY_POINTS). */
const isGatsbyEntryPoint = (file: string) => file.startsWith("gatsby/") && file.split("/").length === 2;

/**
 * Every arrow that points up or sideways: a folder of src/, gatsby/ or supabase/ importing from one not below
 * it in `layers`, a gatsby/ folder importing from an entry point, an area importing from one above
 * it (AREAS), and every folder missing from `layers` (a new folder must be given its place).
 */
export function upwardArrows(graph: ImportGraph, layers: Readonly<Record<LayeredArea, Layers>> = LAYERS): string[] {
  const found = new Set<string>();
  for (const [file, named] of graph) {
    const from = folderOf(file);
    if (from !== undefined && layerOf(from.folder, layers[from.area]) < 0) {
      found.add(`${from.area}/${from.folder}/ has no place in the layer order (${file})`);
    }
    for (const target of named) {
      const [fromArea, toArea] = [areaOf(file), areaOf(target)];
      if (fromArea >= 0 && toArea > fromArea) found.add(`${file} → ${target}: ${AREAS[fromArea]}/ imports nothing from ${AREAS[toArea]}/`);
      if (from?.area === "gatsby" && isGatsbyEntryPoint(target)) found.add(`${file} → ${target}: gatsby/${from.folder}/ imports no entry point`);
      const to = folderOf(target);
      if (from === undefined || to === undefined || to.area !== from.area || to.folder === from.folder) continue;
      const [fromLayer, toLayer] = [layerOf(from.folder, layers[from.area]), layerOf(to.folder, layers[from.area])];
      if (fromLayer >= 0 && toLayer >= fromLayer) found.add(`${file} → ${target}: ${from.area}/${from.folder}/ is not above ${to.area}/${to.folder}/`);
    }
  }
  return [...found].sort();
}

/** The files directly in gatsby/ that are not one of GATSBY_ENTRY_POINTS: every other file belongs in a folder. */
export function looseGatsbyFiles(root: string, entryPoints: readonly string[] = GATSBY_ENTRY_POINTS): string[] {
  return fs
    .readdirSync(path.join(root, "gatsby"), { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && !entry.name.startsWith(".") && !entryPoints.includes(entry.name))
    .map((entry) => `gatsby/${entry.name}`)
    .sort();
}

/** What the build's own code starts from: Gatsby compiles these (and all they import) into one bundle each. */
export const BUILD_CODE_ENTRY_POINTS: readonly string[] = ["gatsby-config.ts", "gatsby-node.ts"];

/**
 * The content files (data/, but for its JSON Schemas, which are code's contract) that `entries`
 * reach through value imports (type-only imports are erased), each as "importer → data/file".
 * Gatsby bundles a content file imported by its config or node code into the compiled gatsby-node,
 * which webpack counts among its build dependencies: an editor's change to such a file would make
 * the next build discard webpack's cache and compile every bundle again.
 */
export function contentImports(root: string, entries: readonly string[] = BUILD_CODE_ENTRY_POINTS): string[] {
  const found = new Set<string>();
  const seen = new Set<string>(entries);
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { specifier, typeOnly } of moduleReferences(file, fs.readFileSync(path.join(root, file), "utf8"))) {
      const target = typeOnly ? undefined : resolveSpecifier(root, file, specifier);
      if (target === undefined || seen.has(target)) continue;
      if (target.startsWith("data/")) {
        if (!target.startsWith("data/schemas/")) found.add(`${file} → ${target}`);
      } else if (/\.[cm]?[jt]sx?$/.test(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}
