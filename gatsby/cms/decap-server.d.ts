// decap-server and Express 4 ship no types; these are the parts gatsby/cms/local-backend.ts uses.
declare module "express" {
  import type { IncomingMessage, ServerResponse } from "http";
  export type Handler = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
  export type Express = Handler & { use: (...handlers: unknown[]) => Express; post: (path: string, ...handlers: unknown[]) => Express };
  function express(): Express;
  export default express;
}

declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";
  /** Adds decap-server's file-system backend (POST /api/v1) to `app`, editing the folder GIT_REPO_DIRECTORY names. */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
