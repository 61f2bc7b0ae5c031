import { createContext, useContext, type ReactNode } from "react";

/**
 * The path of the page being shown, for links that mark the current page (aria-current). The server
 * render gets it from Gatsby's page props, an island in the browser from `location.pathname`.
 */
const CurrentPath = createContext<string | null>(null);

export function CurrentPathProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <CurrentPath.Provider value={pathname}>{children}</CurrentPath.Provider>;
}

export function useCurrentPath(): string | null {
  return useContext(CurrentPath);
}

/** Routes have no trailing slash (gatsby-config's `trailingSlash: "never"`); a visitor's URL may. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** True when a link to `to` is the page at `pathname`; a link to a part of it (`/#about`) is not. */
export function isCurrentPath(to: string, pathname: string | null): boolean {
  return pathname !== null && withoutTrailingSlash(to) === withoutTrailingSlash(pathname);
}
