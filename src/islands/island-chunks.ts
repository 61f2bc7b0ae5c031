/**
 * What a press on an island needs, written into every built page that shows an island
 * (gatsby/page-scripts/island-chunks-in-pages.ts) as a JSON data block: the script files of the page's
 * component (`page`) and, per island of the page, the files of its chunk and of every chunk its
 * code imports on demand (`islands`: for a form, the insert with supabase-js, the toasts, the offer
 * to keep an enquiry). A press held before the page's scripts have run (the loader,
 * gatsby/page-scripts/scripts-after-first-paint.ts) and an island that becomes due (./preload-island-chunks.ts)
 * request them all at once, instead of level by level as each module runs.
 */
export const ISLAND_CHUNKS_ID = "island-chunks";

export type IslandChunks = {
  /** The page component's files: with the page's scripts, what the runtime needs before any island hydrates. */
  page: string[];
  /** Per island name (`src/**\/<name>.island.tsx`): its chunk's files and those of every chunk it can import. */
  islands: Record<string, string[]>;
};

/** The page's lists, or none when it carries none (no island, or a page the development server renders). */
export function pageIslandChunks(doc: Document = document): IslandChunks | undefined {
  const text = doc.getElementById(ISLAND_CHUNKS_ID)?.textContent;
  if (!text) return undefined;
  return JSON.parse(text) as IslandChunks;
}
