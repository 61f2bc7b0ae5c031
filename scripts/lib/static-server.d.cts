export type HeaderRule = (urlPath: string) => Record<string, string>;

export type AssetState = "served" | "scripts fail" | "replaced";

export type StaticServer = {
  url: string;
  /** From now on, requests for the build's `.js` files wait unanswered (the page as while its scripts load); needs `holdableScripts`. */
  holdScripts: () => void;
  /** Answers the waiting script requests, in order, and lets later ones through. */
  releaseScripts: () => void;
  /** How many script requests wait now. */
  heldScripts: () => number;
  /** From now on every request for the build's `.js` files is answered `ms` after it arrives (a slow network; 0: at once); needs `holdableScripts`. */
  delayScripts: (ms: number) => void;
  /**
   * From now on the build's scripts and page data are served as built, every `.js` request fails
   * unanswered (the inline scripts still run), or `.js` files and `/page-data/` answer 404 (a newer
   * deploy replaced them).
   */
  setAssets: (state: AssetState) => void;
  close: () => Promise<void>;
};

export type BeforeFiles = (request: import("http").IncomingMessage, response: import("http").ServerResponse, next: () => void) => void;

export function startStaticServer(
  root: string,
  headersFor?: HeaderRule,
  options?: { port?: number; gzip?: boolean; before?: BeforeFiles; headStart?: string; holdableScripts?: boolean },
): Promise<StaticServer>;

/** The file a URL path is served from, or undefined (no such file, or a path outside `root`). `root` is absolute. */
export function resolveFile(root: string, urlPath: string): string | undefined;
