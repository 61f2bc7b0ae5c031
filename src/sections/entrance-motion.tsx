import type { ReactNode } from "react";
import EntranceList from "./staggered-entrance.island";

/**
 * A list whose items enter one after another when it scrolls into view, `staggerMs` apart (an
 * island); without a delay it is just the list, static.
 */
export function StaggeredEntrance({ staggerMs, children }: { staggerMs?: number | null; children: ReactNode }) {
  if (!staggerMs) return <>{children}</>;
  return <EntranceList staggerMs={staggerMs}>{children}</EntranceList>;
}
