/**
 * The script files each island needs, read from webpack's chunk graph: an island's chunk group
 * (the `require.context` of src/islands/island-modules.ts makes one per `<name>.island.tsx`) and,
 * transitively, every chunk group its code can load on demand (`import()`), so the files of a
 * form's send path come with the form. Named chunk groups (a page component's, the app's) are
 * listed by name. Written by ./island-chunks-plugin.ts, read by ./island-chunks-in-pages.ts.
 */
export const ISLAND_CHUNKS_FILE = "island-chunks.json";

export type ChunkLists = {
  /** Per named chunk group (`component---src-templates-page-tsx`): its script files. */
  named: Record<string, string[]>;
  /** Per island name: the script files of its chunk group and of every group it can load. */
  islands: Record<string, string[]>;
};

/** What the lists are read from: the part of webpack's ChunkGroup they use. */
export type ChunkGroupShape = {
  name?: string | null;
  origins: Array<{ request?: string | null }>;
  chunks: Array<{ files: Iterable<string> }>;
  childrenIterable: Iterable<ChunkGroupShape>;
};

const ISLAND_MODULE = /(?:^|\/)([^/]+)\.island\.tsx$/;

/** The island a chunk group loads, by the request that made it (`./forms/contact-page-form.island.tsx`). */
function islandOf(group: ChunkGroupShape): string | undefined {
  for (const origin of group.origins) {
    const match = ISLAND_MODULE.exec(origin.request ?? "");
    if (match?.[1]) return match[1];
  }
  return undefined;
}

function scriptsOf(group: ChunkGroupShape, publicPath: string): string[] {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(".js")).map((file) => `${publicPath}${file}`));
}

/** The group's files, then those of every group it can load, each once, nearest first. */
function withDescendants(group: ChunkGroupShape, publicPath: string): string[] {
  const files = new Set<string>();
  const seen = new Set<ChunkGroupShape>();
  const queue = [group];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    scriptsOf(next, publicPath).forEach((file) => files.add(file));
    queue.push(...next.childrenIterable);
  }
  return [...files];
}

export function chunkLists(groups: Iterable<ChunkGroupShape>, publicPath: string): ChunkLists {
  const lists: ChunkLists = { named: {}, islands: {} };
  for (const group of groups) {
    if (group.name) lists.named[group.name] = scriptsOf(group, publicPath);
    const island = islandOf(group);
    if (island) lists.islands[island] = withDescendants(group, publicPath);
  }
  return lists;
}
