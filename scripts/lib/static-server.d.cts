export type HeaderRule = (urlPath: string) => Record<string, string>;

export type StaticServer = { url: string; close: () => Promise<void> };

export type BeforeFiles = (request: import("http").IncomingMessage, response: import("http").ServerResponse, next: () => void) => void;

export function startStaticServer(
  root: string,
  headersFor?: HeaderRule,
  options?: { port?: number; gzip?: boolean; before?: BeforeFiles },
): Promise<StaticServer>;

/** The file a URL path is served from, or undefined (no such file, or a path outside `root`). `root` is absolute. */
export function resolveFile(root: string, urlPath: string): string | undefined;
