export type HeaderRule = (urlPath: string) => Record<string, string>;

export type StaticServer = { url: string; close: () => Promise<void> };

export function startStaticServer(
  root: string,
  headersFor?: HeaderRule,
  options?: { port?: number; gzip?: boolean },
): Promise<StaticServer>;
