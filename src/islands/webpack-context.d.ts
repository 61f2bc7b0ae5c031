/** webpack's require.context (src/islands/island-modules.ts): every module under a folder whose path matches, each loaded on demand. */
declare namespace NodeJS {
  interface LazyModuleContext {
    (key: string): Promise<unknown>;
    keys(): string[];
  }

  interface Require {
    context(directory: string, useSubdirectories: boolean, pattern: RegExp, mode: "lazy"): LazyModuleContext;
  }
}
