/**
 * The journeys' static server: the production build with its own headers (../static-server.ts), the
 * site's scripts holdable (the page as while they load) and breakable (every script request
 * failing, or scripts and page data gone after a newer deploy: `setAssets`), and the page probe
 * (./page-probe.ts) put first in every page and served from the same origin, so the CSP allows it.
 */
import { serveBuild, type StaticServer } from "../static-server";
import { PROBE_PATH, PROBE_SCRIPT, PROBE_TAG } from "./page-probe";

export function serveForJourneys(): Promise<StaticServer> {
  return serveBuild({
    holdableScripts: true,
    headStart: PROBE_TAG,
    // The probe is no asset of the build: served whatever the test makes of the site's scripts.
    before: (request, response, next) => {
      if (request.url !== PROBE_PATH) return next();
      response.writeHead(200, { "content-type": "application/javascript; charset=utf-8" }).end(PROBE_SCRIPT);
    },
  });
}
