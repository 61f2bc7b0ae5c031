import { HASHED_ASSET, REVALIDATE, IMMUTABLE, isAdminRule, type HeaderRule } from "./policy";

/**
 * The same policy for nginx, as a file to `include` inside a `server { root …/public; }` block.
 * nginx drops every inherited add_header as soon as a location adds one of its own, so each
 * location repeats the security headers next to its Cache-Control. `always` keeps them on 404s.
 */
const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function addHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
    .join("\n");
}

export function formatNginxConfig(rules: HeaderRule[], comment: string): string {
  const security = rules.find((rule) => rule.path === "/*")?.headers ?? {};
  // The CMS's own policy replaces the site's in its location (gatsby/headers/policy.ts, ADMIN_PATHS).
  const admin = rules.find((rule) => isAdminRule(rule.path))?.headers ?? {};
  const location = (matcher: string, cacheControl: string | undefined, extra = "", own: Record<string, string> = {}) =>
    `location ${matcher} {\n${addHeaders({ ...security, ...own, ...(cacheControl ? { "Cache-Control": cacheControl } : {}) })}${extra}\n}`;
  const pages = "\n    try_files $uri $uri/index.html $uri.html =404;";
  return `${comment
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}

error_page 404 /404.html;

${location("/", REVALIDATE, pages)}

${location("/static/", IMMUTABLE)}

${location("/page-data/", REVALIDATE)}

${location("/admin", REVALIDATE, pages, admin)}

${location(`~ "${HASHED_ASSET.source.replace(/\\\//g, "/")}"`, IMMUTABLE)}
`;
}
