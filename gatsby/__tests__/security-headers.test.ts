/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONSTANT_PAGE_PATH_ASSIGNMENT, withConstantPagePath } from "../framework/page-path-script";
import { formatHeadersFile, parseHeadersFile } from "../headers/headers-file";
import { inlineScriptHashes, inlineScripts, scriptHash } from "../headers/inline-scripts";
import { formatNginxConfig } from "../headers/nginx";
import {
  IMMUTABLE,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  isAdminRule,
  pathMatches,
  type BuildOutput,
} from "../headers/policy";
import { hostLimitProblems, readBuildOutput, writeHeaderFiles } from "../headers/write-headers";
import { enquiryEndpointUrl } from "../../src/forms/form-post";
import { temporaryDirectory } from "../../jest/temporary-directory";

const PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="module">const e=1;</script>
</head><body>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contact";/*]]>*/</script>
<script>window.___webpackCompilationHash="abc";</script>
<script src="/app-0123456789abcdef0123.js" async></script>
<script TYPE='text/javascript'>one()</script>
<script id="gatsby-scripts-after-paint" data-src="/app-0123456789abcdef0123.js">two()</script>
</body></html>`;

const output: BuildOutput = {
  scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
  hashedAssetPaths: ["/app-0123456789abcdef0123.js", "/moved.js"],
  supabaseUrl: "https://abcd1234.supabase.co/rest/v1",
};

describe("inline scripts", () => {
  test("only executable inline scripts count (a data-src attribute does not make one external): JSON-LD and external scripts do not", () => {
    expect(inlineScripts(PAGE)).toEqual([
      "const e=1;",
      '/*<![CDATA[*/window.pagePath="/contact";/*]]>*/',
      'window.___webpackCompilationHash="abc";',
      "one()",
      "two()",
    ]);
  });

  test("the hash is the one browsers compute (the CSP specification's example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test("hashes over many pages are distinct and sorted", () => {
    const hashes = inlineScriptHashes([PAGE, PAGE.replace("one()", "two()")]);
    expect(hashes).toHaveLength(5);
    expect([...hashes].sort()).toEqual(hashes);
  });
});

describe("the page path script", () => {
  const loader = (pagePath: string) =>
    createElement("script", {
      key: "script-loader",
      id: "gatsby-script-loader",
      dangerouslySetInnerHTML: { __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` },
    });
  const rendered = (pagePath: string) => renderToStaticMarkup(createElement("div", null, withConstantPagePath(loader(pagePath))));

  test("has the same text on every page, so one hash covers all of them; the path moves to an attribute", () => {
    const contact = rendered("/contact");
    const quoted = rendered('/a "quoted" path');
    expect(inlineScripts(contact)).toEqual([`/*<![CDATA[*/${CONSTANT_PAGE_PATH_ASSIGNMENT}/*]]>*/`]);
    expect(inlineScriptHashes([contact, quoted])).toHaveLength(1);
    expect(contact).toContain('data-page-path="/contact"');
    expect(quoted).toContain('data-page-path="/a &quot;quoted&quot; path"');
  });

  test("sets the same window.pagePath as Gatsby's original script", () => {
    const script = { dataset: { pagePath: "/contact" } };
    const window: { pagePath?: string } = {};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script exactly as the built page ships it
    new Function("window", "document", CONSTANT_PAGE_PATH_ASSIGNMENT)(window, { currentScript: script });
    expect(window.pagePath).toBe("/contact");
  });

  test("leaves every other component alone", () => {
    const other = createElement("script", { id: "gatsby-chunk-mapping", dangerouslySetInnerHTML: { __html: 'window.pagePath="/x";' } });
    expect(withConstantPagePath(other)).toBe(other);
    expect(withConstantPagePath("text")).toBe("text");
  });
});

describe("the policy", () => {
  const csp = contentSecurityPolicy(output);

  test("allows scripts from the site and the hashed inline scripts only, WebAssembly from the site (the search), never eval or inline code", () => {
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA=' 'sha256-BBB='");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  test("lets the browser reach the site and the Supabase origin, nothing else", () => {
    expect(csp).toContain("connect-src 'self' https://abcd1234.supabase.co;");
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
    // "/": the Data API on the site's own origin (the local store, or a same-origin proxy).
    expect(contentSecurityPolicy({ scriptHashes: [], supabaseUrl: "/" })).toContain("connect-src 'self';");
    expect(() => contentSecurityPolicy({ scriptHashes: [], supabaseUrl: "not a url" })).toThrow("GATSBY_SUPABASE_URL");
  });

  test("has every directive the site's threat model asks for", () => {
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      `form-action 'self' ${enquiryEndpointUrl(output.supabaseUrl ?? "")}`,
      "object-src 'none'",
    ]) {
      expect(csp.split("; ")).toContain(directive);
    }
  });

  test("lets the forms post to the enquiry endpoint only, which leads back to the site", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], supabaseUrl: "https://abcd1234.supabase.co/" })).toContain(
      "form-action 'self' https://abcd1234.supabase.co/functions/v1/submit-enquiry;",
    );
    // "/": the endpoint is on the site's own origin (the local store).
    expect(contentSecurityPolicy({ scriptHashes: [], supabaseUrl: "/" })).toContain("form-action 'self';");
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("form-action 'self';");
  });
});

describe("header rules", () => {
  const rules = headerRules(output);

  test("every response carries the security headers", () => {
    for (const urlPath of ["/", "/contact", "/static/x.jpg", "/page-data/app-data.json", "/no-such-page"]) {
      const headers = headersForPath(rules, urlPath);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=31536000/);
      expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(output));
    }
  });

  test("hashed assets are cached for a year; page data, app data and the search index revalidate; pages and other files keep the host's revalidating default", () => {
    expect(headersForPath(rules, "/static/abc/hero.webp")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersForPath(rules, "/app-0123456789abcdef0123.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersForPath(rules, "/page-data/app-data.json")["Cache-Control"]).toBe("no-cache");
    expect(headersForPath(rules, "/page-data/contact/page-data.json")["Cache-Control"]).toBe("no-cache");
    expect(headersForPath(rules, "/pagefind/pagefind.js")["Cache-Control"]).toBe("no-cache");
    expect(headersForPath(rules, "/pagefind/pagefind-entry.json")["Cache-Control"]).toBe("no-cache");
    for (const urlPath of ["/", "/contact", "/blog/an-article", "/moved.js"]) expect(headersForPath(rules, urlPath)["Cache-Control"]).toBeUndefined();
  });

  test("no two rules that match one path set the same header (hosts would merge or drop them)", () => {
    const paths = ["/", "/contact", "/404.html", "/static/a.jpg", "/page-data/app-data.json", "/app-0123456789abcdef0123.js"];
    for (const urlPath of paths) {
      const names = rules.filter((rule) => pathMatches(rule.path, urlPath)).flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  test("the CMS at /admin has its own policy, last, replacing the site's, and is never indexed", () => {
    const admin = rules.filter((rule) => isAdminRule(rule.path));
    expect(admin.map((rule) => rule.path)).toEqual(["/admin", "/admin/*"]);
    expect(rules.slice(-admin.length)).toEqual(admin);
    for (const urlPath of ["/admin", "/admin/config.yml", "/admin/decap-cms.js"]) {
      const headers = headersForPath(rules, urlPath);
      expect(headers["Content-Security-Policy"]).toBe(adminContentSecurityPolicy());
      expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
    const policy = adminContentSecurityPolicy();
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(policy).not.toMatch(/'unsafe-inline'[^;]*;.*script|script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    // Everywhere else the site's policy is untouched.
    expect(headersForPath(rules, "/administration")["Content-Security-Policy"]).toBe(contentSecurityPolicy(output));
    expect(headersForPath(rules, "/")["Content-Security-Policy"]).toBe(contentSecurityPolicy(output));
  });

  test("host-style matching: a splat matches any rest of the path, everything else literally", () => {
    expect(pathMatches("/*", "/")).toBe(true);
    expect(pathMatches("/static/*", "/static/a/b.png")).toBe(true);
    expect(pathMatches("/static/*", "/statics")).toBe(false);
    expect(pathMatches("/contact", "/contact/more")).toBe(false);
    expect(pathMatches("/app.js", "/appxjs")).toBe(false);
  });

  test("rules over a host's limits are reported", () => {
    expect(hostLimitProblems(rules)).toEqual([]);
    const long = [{ path: "/*", headers: { "Content-Security-Policy": "x".repeat(2001) } }];
    expect(hostLimitProblems(long)).toEqual(["/* Content-Security-Policy is 2001 characters; Cloudflare Pages allows 2000"]);
  });
});

describe("host files", () => {
  const rules = headerRules(output);

  test("_headers reads back as the same rules", () => {
    const text = formatHeadersFile(rules, "Generated.\nDo not edit.");
    expect(text.startsWith("# Generated.\n# Do not edit.\n\n/*\n  Content-Security-Policy: default-src 'self';")).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  test("a header line outside a path block is an error with its line number", () => {
    expect(() => parseHeadersFile("  X-Test: 1\n")).toThrow("_headers line 1");
  });

  test("the nginx include repeats the security headers in every location and keeps them on errors", () => {
    const config = formatNginxConfig(rules, "nginx");
    const locations = config.split(/^location /m).slice(1);
    expect(locations.map((block) => block.split(" {")[0])).toEqual(["/", "/static/", "/page-data/", "/admin", '~ "^/[^/]+-[0-9a-f]{20}\\.js$"']);
    const [admin] = locations.splice(3, 1);
    expect(admin).toContain(`add_header Content-Security-Policy "${adminContentSecurityPolicy()}" always;`);
    expect(admin).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(admin).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(admin?.match(/Content-Security-Policy/g)).toHaveLength(1);
    for (const block of locations) {
      expect(block).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(output)}" always;`);
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
    expect(locations[1]).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain("try_files $uri $uri/index.html $uri.html =404;");
  });
});

describe("reading a build", () => {
  let project: string;
  beforeAll(() => {
    project = temporaryDirectory("headers");
    const publicDirectory = path.join(project, "public");
    fs.mkdirSync(path.join(publicDirectory, "contact"), { recursive: true });
    fs.mkdirSync(path.join(publicDirectory, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(publicDirectory, "contact", "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(publicDirectory, "404.html"), "<script>notFound()</script>");
    fs.writeFileSync(path.join(publicDirectory, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script>chunks()</script>");
    fs.writeFileSync(path.join(publicDirectory, "app-0123456789abcdef0123.js"), "");
    fs.writeFileSync(path.join(publicDirectory, "moved.js"), "");
  });

  test("collects every inline script (slices included) and the hashed bundles", () => {
    const build = readBuildOutput(path.join(project, "public"), "http://127.0.0.1:54321");
    expect(build.scriptHashes).toEqual([scriptHash("home()"), scriptHash("notFound()"), scriptHash("chunks()")].sort());
    expect(build.hashedAssetPaths).toEqual(["/app-0123456789abcdef0123.js"]);
  });

  test("the rules do not grow with the content: a thousand more pages add none, and every page still gets the security headers", () => {
    const before = headerRules(readBuildOutput(path.join(project, "public"), undefined)).length;
    const grown = temporaryDirectory("headers-grown");
    fs.cpSync(path.join(project, "public"), path.join(grown, "public"), { recursive: true });
    for (let index = 0; index < 1000; index++) {
      fs.mkdirSync(path.join(grown, "public", "blog", `article-${index}`), { recursive: true });
      fs.writeFileSync(path.join(grown, "public", "blog", `article-${index}`, "index.html"), "<script>home()</script>");
    }
    const rules = headerRules(readBuildOutput(path.join(grown, "public"), undefined));
    expect(rules).toHaveLength(before);
    expect(hostLimitProblems(rules)).toEqual([]);
    expect(headersForPath(rules, "/blog/article-999")["Content-Security-Policy"]).toBe(headersForPath(rules, "/")["Content-Security-Policy"]);
  });

  test("writes public/_headers and deploy/nginx-headers.conf from the same rules", () => {
    const { rules, problems } = writeHeaderFiles(project, "http://127.0.0.1:54321");
    expect(problems).toEqual([]);
    expect(parseHeadersFile(fs.readFileSync(path.join(project, "public", "_headers"), "utf8"))).toEqual(rules);
    expect(fs.readFileSync(path.join(project, "deploy", "nginx-headers.conf"), "utf8")).toContain("connect-src 'self' http://127.0.0.1:54321;");
  });
});
