/**
 * A code chunk loaded on demand, once: every call while it loads or after it loaded shares the one
 * load; a load that failed (the network was gone for a moment) is forgotten, so the next call tries
 * again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
