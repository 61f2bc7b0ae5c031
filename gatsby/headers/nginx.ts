import { HASHED_ASSET, REVALIDATE, IMMUTABLE, type HeaderRule } from "./policy";

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
  const location = (matcher: string, cacheControl: string | undefined, extra = "") =>
    `location ${matcher} {\n${addHeaders({ ...security, ...(cacheControl ? { "Cache-Control": cacheControl } : {}) })}${extra}\n}`;
  return `${comment
    .split("\n")
    .map((line) => `# ${line}`.trimEnd())
    .join("\n")}

error_page 404 /404.html;

${location("/", REVALIDATE, "\n    try_files $uri $uri/index.html $uri.html =404;")}

${location("/static/", IMMUTABLE)}

${location("/page-data/", REVALIDATE)}

${location(`~ "${HASHED_ASSET.source.replace(/\\\//g, "/")}"`, IMMUTABLE)}
`;
}
