import type { ContextType, ReactNode } from "react";
import { StaticQueryContext } from "gatsby";

/**
 * The results of the page's static queries (useStaticQuery) in the browser, for the islands that
 * hydrate without Gatsby's page tree around them.
 *
 * Written against: gatsby 5.16.1
 * Relies on, none of it documented:
 * - `window.___loader`: cache-dir/production-app.js sets it to cache-dir/loader.js's `publicLoader`,
 *   whose `loadPageSync(path)` returns the resources of a page the loader has already loaded (it has
 *   loaded the current page before it hands over to the site's hydrate function), `staticQueryResults`
 *   among them: each static query's result by its hash;
 * - `StaticQueryContext` (declared in ./gatsby-static-query.d.ts): useStaticQuery reads a query's
 *   result from it by that hash.
 * Contract: ./__tests__/gatsby-static-queries.test.tsx runs the installed loader and useStaticQuery.
 */
export type StaticQueryResults = ContextType<typeof StaticQueryContext>;

type PageLoader = { loadPageSync(path: string): { staticQueryResults?: StaticQueryResults } | undefined };

/** The static query results Gatsby has loaded for the page at `pathname`; none when Gatsby has not loaded it. */
export function loadedStaticQueryResults(pathname: string): StaticQueryResults {
  const loader = (window as Window & { ___loader?: PageLoader }).___loader;
  return loader?.loadPageSync(pathname)?.staticQueryResults ?? {};
}

/** Makes `results` what useStaticQuery answers inside `children`. */
export function StaticQueryResultsProvider({ results, children }: { results: StaticQueryResults; children: ReactNode }) {
  return <StaticQueryContext.Provider value={results}>{children}</StaticQueryContext.Provider>;
}
