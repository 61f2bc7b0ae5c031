/**
 * The journeys' static server: the production build with its own headers (../static-server.ts), the
 * site's scripts holdable (the page as while they load) and breakable (every script request
 * failing, or scripts and page data gone after a newer deploy: `setAssets`), and the page probe
 * (./page-probe.ts) put first in every page and served from the same origin, so the CSP allows it.
 */
import { serveBuild, type StaticServer } from "../static-server";
import { PROBE_PATH, PROBE_SCRIPT, PROBE_TAG } from "./page-probe";
import { startSupabaseLoopback, type SupabaseLoopback } from "./supabase-loopback";

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

/**
 * The journeys' site and its backend for one test file: the build served (serveForJourneys) and the
 * build's Supabase URL answered (./supabase-loopback.ts), started before its first journey and
 * closed after its last.
 */
export function useJourneySite(): { server: () => StaticServer; supabase: () => SupabaseLoopback; url: (pathname: string) => string } {
  let server: StaticServer | undefined;
  let supabase: SupabaseLoopback | undefined;
  beforeAll(async () => {
    server = await serveForJourneys();
    // The local store answers browser requests from its own origin and the ones named: the site's.
    supabase = await startSupabaseLoopback([server.url]);
  });
  afterAll(async () => {
    await server?.close();
    await supabase?.close();
  });
  const started = <T>(what: T | undefined, name: string): T => {
    if (!what) throw new Error(`the journeys' ${name} did not start (see the error of beforeAll)`);
    return what;
  };
  return {
    server: () => started(server, "static server"),
    supabase: () => started(supabase, "Supabase endpoint"),
    url: (pathname) => `${started(server, "static server").url}${pathname}`,
  };
}
