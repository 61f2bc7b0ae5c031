import fs from "fs";
import path from "path";
import { parseHeadersFile } from "../../gatsby/headers/headers-file";
import { headersForPath } from "../../gatsby/headers/policy";
import { startStaticServer, type StaticServer } from "./static-server";

declare global {
  // eslint-disable-next-line no-var -- a global declaration must use var
  var __E2E_SERVER__: StaticServer | undefined;
}

/**
 * One static server over public/ for the whole browser suite; workers read its address from the
 * environment (each test file launches its own Chromium: support/browser.ts). The server answers
 * with the headers of the build's own public/_headers (CSP included), so every browser test also
 * proves the site works under the policy it ships with.
 */
export default async function globalSetup() {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` (npm test does it for you)");
  }
  const headersFile = path.join(root, "_headers");
  if (!fs.existsSync(headersFile)) throw new Error("public/_headers is missing: gatsby/post-build.ts writes it, rebuild");
  const rules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"));
  const server = await startStaticServer(root, (urlPath) => headersForPath(rules, urlPath));
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
