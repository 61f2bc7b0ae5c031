import type { IslandComponent } from "./define-island";

/**
 * Every island of the site, found by file name: `src/**\/<name>.island.tsx`, each a chunk of its
 * own that the browser loads when a page shows that island and it is due (./hydrate-islands.tsx).
 * No list to keep: a new island is a new module with that name.
 */
const modules = require.context("..", true, /^\.\/(?!.*__tests__).*\.island\.tsx$/, "lazy");

export function loadIsland(name: string): Promise<IslandComponent<object>> {
  const key = modules.keys().find((path) => path.endsWith(`/${name}.island.tsx`));
  if (!key) return Promise.reject(new Error(`No module src/**/${name}.island.tsx declares the island "${name}"`));
  return modules(key).then((module) => (module as { default: IslandComponent<object> }).default);
}
