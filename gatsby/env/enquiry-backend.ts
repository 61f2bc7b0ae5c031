/**
 * Where the contact forms send enquiries. With a Supabase project configured (GATSBY_SUPABASE_URL
 * and GATSBY_SUPABASE_ANON_KEY, from the environment or a .env file) everything goes there. While
 * developing without one, the forms post to the development server itself ("/", the page's own
 * origin, whatever port it got), which serves the local enquiry store (supabase/local).
 */
import type { IncomingMessage, ServerResponse } from "http";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { openLocalStore, type LocalStore } from "../../supabase/local/local-store";
import { ENQUIRY_ENDPOINT_PATH } from "../../src/forms/form-post";
import { REST_PREFIX } from "../../supabase/local/rest-endpoint";
import { isStoreUrl } from "../../supabase/local/store-endpoints";

/** GATSBY_SUPABASE_URL meaning "this site's own origin": the local store under `gatsby develop`. */
export const SAME_ORIGIN_URL = "/";
/** The local store's anon key; it guards nothing (loopback only) but is checked like a real one. */
export const LOCAL_ANON_KEY = "local-anon-key";

/** For `gatsby develop`: no project configured → the local store. Returns whether it is used. */
export function applyDevelopmentDefaults(env: NodeJS.ProcessEnv = process.env): boolean {
  if (!env.GATSBY_SUPABASE_URL) env.GATSBY_SUPABASE_URL = SAME_ORIGIN_URL;
  if (env.GATSBY_SUPABASE_URL !== SAME_ORIGIN_URL) return false;
  if (!env.GATSBY_SUPABASE_ANON_KEY) env.GATSBY_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
  return true;
}

export function usesLocalStore(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GATSBY_SUPABASE_URL === SAME_ORIGIN_URL;
}

/**
 * `gatsby develop` only. Mounts the local store's Data API and plain form endpoint on the dev server when it is used, and
 * says where enquiries go either way. The store opens in the background; a form sent before it is
 * ready waits for it, and if it cannot open (another dev server holds it) the form gets a 503.
 */
/** The part of Gatsby's development server (an Express app, typed `any` by Gatsby) used here. */
type DevServerApp = { use: (handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void) => void };

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  if (!usesLocalStore()) {
    reporter.info(`Enquiries go to the Supabase project ${process.env.GATSBY_SUPABASE_URL ?? "(not configured)"}`);
    return;
  }
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;
  const opening: Promise<LocalStore> = openLocalStore({ anonKey, folder: process.env.LOCAL_STORE_DIR });
  opening.then(
    (store) => {
      const where = path.relative(process.cwd(), store.folder) || store.folder;
      const migrated = store.appliedNow.length > 0 ? ` (applied ${store.appliedNow.join(", ")})` : "";
      // Not closed on shutdown: every insert is committed to disk, and a claim left by a stopped
      // server is taken over by the next one (supabase/local/store-owner.ts).
      reporter.info(
        `Enquiries are stored in the local store ${where}${migrated}, served at ${REST_PREFIX} and ${ENQUIRY_ENDPOINT_PATH} on this server; ` +
          "list them with `npm run enquiries`. Set GATSBY_SUPABASE_URL / GATSBY_SUPABASE_ANON_KEY to use a Supabase project.",
      );
    },
    (error: unknown) => reporter.error(`The local enquiry store could not open, so the contact forms will fail: ${String(error)}`),
  );
  (app as DevServerApp).use((request, response, next) => {
    if (!isStoreUrl(request.url)) {
      next();
      return;
    }
    opening.then(
      (store) => store.handler(request, response, next),
      (error: unknown) => {
        const body = { code: "LOCAL503", details: null, hint: null, message: `The local enquiry store is not available: ${String(error)}` };
        response.writeHead(503, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
      },
    );
  });
};
