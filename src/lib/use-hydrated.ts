import { useEffect, useState } from "react";

/**
 * False in the server HTML and the first client render, true once React has hydrated. Components
 * use it to add behaviour (collapsing, animating) only where JavaScript runs, so the server HTML
 * shows everything and the hydrated first render still matches it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * True once `ready` has been true for two animation frames, so the browser has drawn the state it
 * set. Transitions switched on by it leave out the change hydration makes (folding what the server
 * HTML shows open): animating that would cost every page load a burst of layout and paint frames,
 * mostly for content below the fold, and show no visitor anything.
 */
export function useSettledAfter(ready: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => setSettled(true));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready]);
  return settled;
}
