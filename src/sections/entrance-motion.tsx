import type { ReactNode } from "react";
import StaggeredEntranceIsland from "./staggered-entrance.island";

/**
 * A list whose items enter one after another when it scrolls into view, `staggerMs` apart (an
 * island); without a delay it is just the list, static.
 */
export function StaggeredEntrance({ staggerMs, children }: { staggerMs?: number | null; children: ReactNode }) {
  if (!staggerMs) return <>{children}</>;
  return <StaggeredEntranceIsland staggerMs={staggerMs}>{children}</StaggeredEntranceIsland>;
}
