// The server lives in scripts/lib so the performance benchmark (plain Node) serves the build the same way.
import fs from "fs";
import path from "path";
import { parseHeadersFile } from "../../gatsby/headers/headers-file";
import { headersForPath } from "../../gatsby/headers/policy";
import { startStaticServer, type StaticServer } from "../../scripts/lib/static-server.cjs";

export { startStaticServer };
export type { HeaderRule, StaticServer } from "../../scripts/lib/static-server.cjs";

/**
 * A static server over the production build in public/, answering with the headers of the build's
 * own public/_headers (CSP included), so every browser test also proves the site works under the
 * policy it ships with. `options` go to the server (a probe script first in each page's head, say).
 */
export function serveBuild(options: Parameters<typeof startStaticServer>[2] = {}): Promise<StaticServer> {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` (npm test does it for you)");
  }
  const headersFile = path.join(root, "_headers");
  if (!fs.existsSync(headersFile)) throw new Error("public/_headers is missing: gatsby/post-build.ts writes it, rebuild");
  const rules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"));
  return startStaticServer(root, (urlPath) => headersForPath(rules, urlPath), options);
}
