/**
 * Loads the code of the section kinds a page shows before the page hydrates, so React hydrates
 * them in the same pass as the rest of the page. Left to React.lazy, each kind's boundary hydrated
 * later in a retry of its own, and on the home page (the most kinds) those retries and the extra
 * script tasks added about 100-250 ms of blocking time on a throttled phone (docs/performance.md).
 *
 * The registry (src/sections/registry.tsx, in the page template's chunk) registers how to load a
 * kind; this module stays small because every page's app chunk carries it.
 */
type Preloader = (typeNames: ReadonlySet<string>) => Promise<unknown>;

let preloader: Preloader | undefined;

export function registerSectionPreloader(load: Preloader): void {
  preloader = load;
}

/** Every `__typename` in a page query's result: the section kinds are among them. */
function typeNamesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) typeNamesIn(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "__typename" && typeof child === "string") found.add(child);
      else typeNamesIn(child, found);
    }
  }
  return found;
}

type GatsbyLoader = { loadPageSync: (path: string) => { json?: { data?: unknown } } | undefined };

/** Resolves once the current page's section kinds have loaded (at once when it names none or the data is not there). */
export async function preloadCurrentPageSections(): Promise<void> {
  const loader = (window as Window & { ___loader?: GatsbyLoader }).___loader;
  const data = loader?.loadPageSync(window.location.pathname)?.json?.data;
  if (preloader && data) await preloader(typeNamesIn(data, new Set()));
}
