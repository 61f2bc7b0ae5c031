import fs from "fs";
import path from "path";
import { openPage, url, useBrowser, visit } from "./support/browser";
import { watchCsp } from "./support/csp";
import { MISSING_PATH, sitemapPaths } from "./support/sitemap";
import { isAdminRule, pathMatches } from "../gatsby/headers/policy";
import { SUPABASE_URL, routeInsertsToDatabase } from "./support/supabase-backend";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";
import { formsInBuild } from "./support/enquiry-forms";
import { wholeText } from "./support/page-checks";
import { CLOUDFLARE_LIMITS } from "../gatsby/headers/write-headers";
import type { FormsFile } from "../src/content-file-types";

const forms = dataFile<FormsFile>("forms.json");

/**
 * The build's public/_headers, applied by the suite's static server (global-setup), proven
 * present and harmless: every enquiry form still sends, and a violation would be noticed. That no route
 * breaks the policy is part of the page audit (support/page-audit.ts), which visits every route.
 */
jest.setTimeout(60_000);

const browser = useBrowser();

const head = (pathname: string) => fetch(url(pathname), { method: "HEAD" });

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  const csp = directives(headers.get("content-security-policy"));
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("connect-src")).toEqual(["'self'", SUPABASE_URL]);
  const scripts = csp.get("script-src") ?? [];
  // WebAssembly (the site search's Pagefind), and no other eval; then only the inline scripts' hashes.
  expect(scripts.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(scripts.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
}

/** public/_headers as written, block by block, keeping every line (a parser into a map would hide a repeated name). */
function headerBlocks(text: string): Array<{ path: string; names: string[] }> {
  const blocks: Array<{ path: string; names: string[] }> = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) blocks.push({ path: line.trim(), names: [] });
    else blocks[blocks.length - 1]?.names.push(line.slice(0, line.indexOf(":")).trim().toLowerCase());
  }
  return blocks;
}

/**
 * npm test builds with NETLIFY=true (scripts/test.sh), the environment in which Gatsby would pick
 * gatsby-adapter-netlify by itself and append a second set of rules for the same paths. The file
 * the suite checks is therefore the one Netlify would publish.
 */
describe("public/_headers as built: one value per header per path", () => {
  const text = fs.readFileSync(path.resolve("public/_headers"), "utf8");
  const blocks = headerBlocks(text);
  const samplePaths = [...sitemapPaths(), MISSING_PATH, "/404.html", ...blocks.map((block) => block.path.replace(/\*/g, "x/y.js"))];

  test("no path gets a header twice, from one rule or from two rules that both match it (the CMS's policy replaces the site's)", () => {
    const repeated = samplePaths.flatMap((urlPath) => {
      const matching = blocks.filter((block) => pathMatches(block.path, urlPath));
      // The CMS's rules come last and replace what the catch-all says (gatsby/headers/policy.ts, ADMIN_PATHS).
      const replaced = new Set(matching.filter((block) => isAdminRule(block.path)).flatMap((block) => block.names));
      const names = matching.flatMap((block) => (block.path === "/*" ? block.names.filter((name) => !replaced.has(name)) : block.names));
      return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))].map((name) => `${urlPath}: ${name}`);
    });
    expect(blocks.length).toBeGreaterThan(3);
    expect(repeated).toEqual([]);
  });

  test("no rule names a page, so the rules stay within Cloudflare Pages' limit however many pages the content makes", () => {
    const pages = new Set([...sitemapPaths(), "/404.html"]);
    expect(blocks.filter((block) => pages.has(block.path)).map((block) => block.path)).toEqual([]);
    expect(blocks.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.rules);
  });

  test("every page carries the Content-Security-Policy, and no adapter added rules of its own", () => {
    const withoutCsp = [...sitemapPaths(), MISSING_PATH].filter(
      (urlPath) => !blocks.some((block) => pathMatches(block.path, urlPath) && block.names.includes("content-security-policy")),
    );
    expect(withoutCsp).toEqual([]);
    expect(text).not.toMatch(/gatsby-adapter|x-xss-protection/i);
  });
});

describe("headers on the wire", () => {
  // A page has no Cache-Control rule: the host's own revalidates (gatsby/headers/policy.ts), and the
  // rules stay as many however many pages there are.
  test.each(sitemapPaths())("page %s: security headers, and the host's own Cache-Control", async (pathname) => {
    const response = await head(pathname);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get("cache-control")).toBeNull();
  });

  test("the 404 page gets the security headers too", async () => {
    const response = await head(MISSING_PATH);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response.headers);
  });

  test("hashed bundles and /static files are immutable for a year; page data and app data revalidate", async () => {
    const html = fs.readFileSync(path.resolve("public/index.html"), "utf8");
    // The app bundle, named in the after-paint loader's list (gatsby/page-scripts/scripts-after-first-paint.ts).
    const bundle = /data-src="[^"]*?(\/app-[0-9a-f]{20}\.js)/.exec(html)?.[1];
    expect(bundle).toBeDefined();
    const image = path.relative(
      path.resolve("public"),
      fs
        .readdirSync(path.resolve("public/static"), { recursive: true, withFileTypes: true })
        .map((entry) => path.join(entry.parentPath, entry.name))
        .find((file) => /\.(jpe?g|webp|avif|png)$/.test(file)) ?? "",
    );
    for (const asset of [bundle!, `/${image}`]) {
      const response = await head(asset);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const pageData = sitemapPaths().map((route) => `/page-data${route === "/" ? "/index" : route}/page-data.json`);
    for (const data of ["/page-data/app-data.json", ...pageData]) {
      const response = await head(data);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    expect((await head("/moved.js")).headers.get("cache-control")).toBeNull();
  });
});

test("a CSP violation would be noticed: an inline script the policy does not know is blocked and reported", async () => {
  const { page, context } = await openPage(browser());
  const read = await watchCsp(page);
  await visit(page, "/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  await eventually(async () => expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined());
  const reported = await read();
  expect(reported.some((violation) => violation.includes("script-src"))).toBe(true);
  await context.close();
});

// Each enquiry form of the build, on the first page that shows it: its required fields filled by their type.
for (const { route: pathname, label, copy } of formsInBuild()) {
  test(`the form "${label}" on ${pathname} still sends under the policy (connect-src allows Supabase)`, async () => {
    const { page, context } = await openPage(browser());
    const read = await watchCsp(page);
    const { requests } = await routeInsertsToDatabase(context, null, { forwardedFor: "203.0.113.9", answer: { status: 201, body: "" } });
    await visit(page, pathname);
    const form = page.getByRole("form", { name: label, exact: true });
    const required = form.locator("input[required], textarea[required]");
    for (let index = 0; index < (await required.count()); index += 1) {
      const control = required.nth(index);
      const type = await control.getAttribute("type");
      await control.fill(type === "email" ? "someone@example.com" : "Checking that enquiries still arrive under the security headers.");
    }
    await form.getByRole("button", { name: forms.submitLabel, exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: wholeText(copy.successMessage) })
      .waitFor();
    expect(requests).toHaveLength(1);
    expect(await read()).toEqual([]);
    await context.close();
  });
}
