import { createContext } from "react";

/**
 * True while React renders an island in the browser: parts of it that were server HTML only (a
 * box of static children, an island nested in it) keep that HTML instead of rendering again.
 */
export const InBrowserIsland = createContext(false);

/** The id scope of the island being rendered (src/island-helpers/use-matching-id.ts). */
export const IslandScope = createContext<string | null>(null);
