/**
 * The response headers the site is published with, as host-neutral rules. Writers for each host
 * (headers-file.ts for Netlify / Cloudflare Pages, nginx.ts) turn the same rules into config, so
 * the hosts cannot drift apart.
 *
 * No two rules that can match the same path set the same header: Netlify lets the later rule win,
 * Cloudflare Pages joins the values with a comma, and a joined Cache-Control or a second CSP would
 * mean something else. That is why Cache-Control is never in the catch-all rule.
 *
 * A file no Cache-Control rule reaches (the pages, the feeds, robots.txt, the social cards) takes
 * the host's own: Netlify and Cloudflare Pages send `public, max-age=0, must-revalidate` (the
 * browser asks again each time), and the nginx configuration says `no-cache` for every location
 * (nginx.ts). So the rules name no page and stay as many however much content the site holds:
 * Cloudflare Pages reads at most 100.
 */
import { enquiryEndpointUrl } from "../../src/forms/form-post";

export type HeaderRule = { path: string; headers: Record<string, string> };

export type BuildOutput = {
  /** Hashes of every inline script in the built HTML (inline-scripts.ts). */
  scriptHashes: string[];
  /** URL paths of the JavaScript files whose names carry a content hash. */
  hashedAssetPaths: string[];
  /** GATSBY_SUPABASE_URL (environment or .env file, as the bundle reads it): the only other origin the browser talks to. */
  supabaseUrl?: string;
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** Gatsby's bundles: `app-<20 hex>.js`, `component---…-<20 hex>.js`, `<id>-<20 hex>.js`. */
export const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.js$/;

function originOf(url: string | undefined): string | undefined {
  // "/" (or any path): the Data API on the site's own origin, which 'self' already allows.
  if (!url || url.startsWith("/")) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`GATSBY_SUPABASE_URL is not a URL: ${url}`);
  }
}

export function contentSecurityPolicy({ scriptHashes, supabaseUrl }: Pick<BuildOutput, "scriptHashes" | "supabaseUrl">): string {
  const supabase = originOf(supabaseUrl);
  // The forms' plain submission (src/forms/form-post.ts) posts to the enquiry endpoint, which leads
  // back to the site ('self'); on the site's own origin ("/") 'self' covers both.
  const formEndpoint = supabase && supabaseUrl ? [enquiryEndpointUrl(supabaseUrl)] : [];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    // 'wasm-unsafe-eval': the site search (Pagefind, loaded from /pagefind/ at first use) compiles its
    // WebAssembly module from the site's own files. It allows WebAssembly only, never eval of script.
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    // styled-components writes <style> elements at run time; gatsby-plugin-image sets style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(supabase ? [supabase] : [])]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...formEndpoint]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/**
 * The CMS at /admin (gatsby/cms): its own policy, as strict as the CMS allows. It loads only its own
 * files, talks to the site's origin (the local backend while developing) and GitHub's API (the
 * production backend), shows uploaded and GitHub-hosted images (blob:, data:, GitHub's hosts) and
 * writes styles at run time. No page of the site loads anything of it.
 */
export const ADMIN_PATHS = ["/admin", "/admin/*"] as const;

export function adminContentSecurityPolicy(): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    // Decap CMS checks its configuration and every entry with Ajv, which compiles each JSON Schema
    // into a function (new Function): no eval, no CMS. No inline script: the start script is a file.
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"]],
    ["font-src", ["'self'", "data:"]],
    // blob:: the CMS reads its own drafts and uploads back from in-memory files.
    ["connect-src", ["'self'", "blob:", "https://api.github.com"]],
    ["frame-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Whether a rule is one of the CMS's: its values replace those of the catch-all rule (see headerRules). */
export const isAdminRule = (rulePath: string) => (ADMIN_PATHS as readonly string[]).includes(rulePath);

export function securityHeaders(output: Pick<BuildOutput, "scriptHashes" | "supabaseUrl">): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(output),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

export function headerRules(output: BuildOutput): HeaderRule[] {
  const revalidate = { "Cache-Control": REVALIDATE };
  return [
    { path: "/*", headers: securityHeaders(output) },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    { path: "/page-data/*", headers: revalidate },
    // The search index (gatsby/search/search-index.ts): its entry files keep their names from build to
    // build, so a browser asks each time and never searches an index whose fragments are gone.
    { path: "/pagefind/*", headers: revalidate },
    ...output.hashedAssetPaths.filter((asset) => HASHED_ASSET.test(asset)).map((path) => ({ path, headers: { "Cache-Control": IMMUTABLE } })),
    // Last, so they replace the catch-all's policy: Netlify serves the later rule's value of a
    // header, nginx a location's own headers (gatsby/headers/nginx.ts). Never indexed.
    ...ADMIN_PATHS.map((path) => ({ path, headers: { "Content-Security-Policy": adminContentSecurityPolicy(), "X-Robots-Tag": "noindex, nofollow" } })),
  ];
}

/** Host-style path matching: `*` matches any rest of the path (including "/"), everything else literally. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const expression = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${expression}$`).test(urlPath);
}

/**
 * The headers a host applies to one path: every matching rule, in order. A header set by two
 * matching rules is joined with a comma, as Cloudflare Pages does, so such a conflict shows up;
 * the CMS's rules replace what the catch-all set, as Netlify and nginx do.
 */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    const replaces = isAdminRule(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] && !replaces ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
