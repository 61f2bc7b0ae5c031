import fs from "fs";
import path from "path";
import { startStaticServer, type StaticServer } from "./static-server";

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: StaticServer | undefined;
}

/** One static server over public/ for the whole browser suite; workers read its URL from the environment. */
export default async function globalSetup() {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` (npm test does it for you)");
  }
  const server = await startStaticServer(root);
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
