import { useContext, useId } from "react";
import { IslandScope } from "../islands/island-context";
import { idSafe } from "../lib/id-safe";

/**
 * An element id that is the same in the server HTML and in the island React hydrates from it.
 * React's useId numbers by position in the tree being rendered: the whole page on the server, one
 * island in the browser, so the two would differ and a label or aria reference could point at
 * nothing. Inside an island the id is the island's scope (written into its HTML) and `key`, which
 * the caller keeps unique within the island; elsewhere React's own id serves.
 */
export function useMatchingId(key: string): string {
  const scope = useContext(IslandScope);
  const own = useId();
  return `${scope ?? idSafe(own)}-${idSafe(key)}`;
}
