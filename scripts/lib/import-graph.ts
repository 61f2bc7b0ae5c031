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

/**
 * The folders of src/, lowest first; a folder imports only from folders below it (and from
 * itself). Folders on one line are side by side: neither imports the other.
 */
export const SRC_LAYERS: readonly (readonly string[])[] = [
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

/** The layer of a src/ file (its index in SRC_LAYERS), the area index of any other. */
function srcFolderOf(file: string): string | undefined {
  const parts = file.split("/");
  return parts[0] === "src" && parts.length > 2 ? parts[1] : undefined;
}

function layerOf(folder: string, layers: readonly (readonly string[])[]): number {
  return layers.findIndex((line) => line.includes(folder));
}

function areaOf(file: string): number {
  return AREAS.findIndex((area) => file.startsWith(`${area}/`));
}

/**
 * Every arrow that points up or sideways: a src/ folder importing from one not below it in
 * `layers`, an area importing from one above it (AREAS), and every src/ folder missing from
 * `layers` (a new folder must be given its place).
 */
export function upwardArrows(graph: ImportGraph, layers: readonly (readonly string[])[] = SRC_LAYERS): string[] {
  const found = new Set<string>();
  for (const [file, named] of graph) {
    const folder = srcFolderOf(file);
    if (folder !== undefined && layerOf(folder, layers) < 0) found.add(`src/${folder}/ has no place in the layer order (${file})`);
    for (const target of named) {
      const [fromArea, toArea] = [areaOf(file), areaOf(target)];
      if (fromArea >= 0 && toArea > fromArea) found.add(`${file} → ${target}: ${AREAS[fromArea]}/ imports nothing from ${AREAS[toArea]}/`);
      const targetFolder = srcFolderOf(target);
      if (folder === undefined || targetFolder === undefined || targetFolder === folder) continue;
      const [fromLayer, toLayer] = [layerOf(folder, layers), layerOf(targetFolder, layers)];
      if (fromLayer >= 0 && toLayer >= fromLayer) found.add(`${file} → ${target}: src/${folder}/ is not above src/${targetFolder}/`);
    }
  }
  return [...found].sort();
}
