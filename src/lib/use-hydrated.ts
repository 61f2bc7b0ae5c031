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
