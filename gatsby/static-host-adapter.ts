import type { IAdapter } from "gatsby";

export const STATIC_HOST_ADAPTER_NAME = "static-host-files";

/**
 * The site's Gatsby adapter, set explicitly in gatsby-config so no host picks one for it. Without
 * it, a build with NETLIFY set installs gatsby-adapter-netlify, which runs after onPostBuild and
 * appends its own rules for the same paths to public/_headers (a second Cache-Control,
 * Referrer-Policy, X-Frame-Options, ... per path): Netlify then sends both values. The site is
 * static and every host file comes from one policy (gatsby/headers/policy.ts, written by
 * gatsby/post-build.ts), so this adapter leaves Gatsby's output as it is: it reads nothing
 * (not Gatsby's header routes either) and writes nothing. Gatsby behaves as with no adapter.
 */
export function staticHostAdapter(): IAdapter {
  return {
    name: STATIC_HOST_ADAPTER_NAME,
    adapt: () => undefined,
  };
}
