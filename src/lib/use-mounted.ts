import { useEffect, useState } from "react";

/**
 * False in the server HTML and the first render in the browser, true from the render after that.
 * Components use it to add behaviour (collapsing, animating) only where JavaScript runs, so the
 * server HTML shows everything and the first browser render still matches it.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
