import { serveBuild, type StaticServer } from "./static-server";

declare global {
  // eslint-disable-next-line no-var -- a global declaration must use var
  var __E2E_SERVER__: StaticServer | undefined;
}

/**
 * One static server over public/ for the whole browser suite (support/static-server.ts, with the
 * build's own headers); workers read its address from the environment (each test file launches its
 * own Chromium: support/browser.ts).
 */
export default async function globalSetup() {
  const server = await serveBuild();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
