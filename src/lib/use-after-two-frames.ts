import { useEffect, useState } from "react";

/**
 * True once `ready` has been true for two animation frames, so the browser has drawn the state it
 * set. Transitions switched on by it leave out the change the first browser render makes (folding
 * what the server HTML shows open): animating that would cost every page load a burst of layout
 * and paint frames, mostly for content below the fold, and show no visitor anything.
 */
export function useAfterTwoFrames(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => setDrawn(true));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready]);
  return drawn;
}
