import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import net from "net";
import os from "os";
import path from "path";
import { movedPages } from "../gatsby/routes/moved-pages";
import { MISSING_PATH, sitemapPaths } from "./support/sitemap";

/**
 * The Docker image's nginx setup, run for real: Debian's nginx (scripts/ensure-nginx.sh installs
 * it) with the committed server block (nginx/site.conf) and the include this build generated
 * (deploy/nginx-headers.conf), over the built public/. Only the listen address, the root and the
 * include's path are replaced. Self-contained: it needs no browser and not the suite's static server.
 */
jest.setTimeout(60_000);

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const PUBLIC = path.resolve("public");
const INCLUDE = path.resolve("deploy/nginx-headers.conf");

type Answer = { status: number; body: string; headers: Map<string, string[]> };

let workspace: string;
let nginx: ChildProcess | undefined;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

/** A config nginx can run without root: one process, every file it writes in the temp folder. */
function nginxConfig(siteConf: string): string {
  const server = siteConf
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${PUBLIC};`)
    .replace(/^(\s*)include\s+[^;]+;/m, `$1include ${INCLUDE};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(workspace, name)};`;
  return `master_process off;
daemon off;
pid ${path.join(workspace, "nginx.pid")};
error_log ${path.join(workspace, "error.log")} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
${server}
}
`;
}

/** A raw GET: every header line as sent (fetch would join repeated headers into one value). */
function get(urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      // A path beyond ASCII (a category in Japanese) goes on the wire percent-encoded, as a browser sends it.
      .get({ host: "127.0.0.1", port, path: encodeURI(urlPath) }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          const headers = new Map<string, string[]>();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = (response.rawHeaders[i] ?? "").toLowerCase();
            headers.set(name, [...(headers.get(name) ?? []), response.rawHeaders[i + 1] ?? ""]);
          }
          resolve({ status: response.statusCode ?? 0, body, headers });
        });
      })
      .on("error", reject);
  });
}

/** Polls until nginx answers (or has exited, with its error log in the message). */
async function whenListening(errorLog: string): Promise<void> {
  for (;;) {
    if (nginx?.exitCode !== null) {
      throw new Error(`nginx exited (${nginx?.exitCode}): ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : ""}`);
    }
    try {
      await get("/");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/ensure-nginx.sh (npm test does)`);
  if (!fs.existsSync(INCLUDE)) throw new Error(`${INCLUDE} is missing: every gatsby build writes it, rebuild`);
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-e2e-"));
  port = await freePort();
  const configFile = path.join(workspace, "nginx.conf");
  fs.writeFileSync(configFile, nginxConfig(fs.readFileSync(path.resolve("nginx/site.conf"), "utf8")));
  const errorLog = path.join(workspace, "error.log");
  // Its own process group, so that afterAll stops everything it started.
  nginx = spawn(NGINX, ["-p", workspace, "-e", errorLog, "-c", configFile], { detached: true, stdio: "ignore" });
  await whenListening(errorLog);
});

afterAll(async () => {
  if (nginx?.pid !== undefined && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    process.kill(-nginx.pid, "SIGTERM");
    await exited;
  }
  if (workspace) fs.rmSync(workspace, { recursive: true, force: true });
});

/** Each header once: nginx repeats an add_header that two levels set, and browsers would see both. */
function expectSecurityHeadersOnce(answer: Answer) {
  const repeated = [...answer.headers].filter(([, values]) => values.length > 1).map(([name]) => name);
  expect(repeated).toEqual([]);
  for (const name of [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
  ]) {
    expect(answer.headers.get(name)).toHaveLength(1);
  }
  expect(answer.headers.get("content-security-policy")?.[0]).toMatch(
    /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;.*frame-ancestors 'none'/,
  );
}

test("every sitemap route answers 200 with its built page, the security headers once and no-cache", async () => {
  const routes = sitemapPaths();
  for (const route of routes) {
    const answer = await get(route);
    expect([route, answer.status]).toEqual([route, 200]);
    expect(answer.headers.get("content-type")?.[0]).toMatch(/^text\/html/);
    expect(answer.headers.get("cache-control")).toEqual(["no-cache"]);
    expectSecurityHeadersOnce(answer);
  }
  const home = await get("/");
  expect(home.body).toBe(fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8"));
});

test("an unknown path answers 404 with the site's 404 page and the security headers", async () => {
  const answer = await get(MISSING_PATH);
  expect(answer.status).toBe(404);
  expect(answer.body).toBe(fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8"));
  expectSecurityHeadersOnce(answer);
});

// The old addresses of data/site.json (movedPages), each forwarding to the page it names now.
for (const { fromPath, toPath } of movedPages()) {
  test(`the moved address ${fromPath} answers 200 with the page that forwards to ${toPath}`, async () => {
    const answer = await get(fromPath);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`data-moved-to="${toPath}"`);
    expect(answer.body).toContain(`<meta http-equiv="refresh" content="0; url=${toPath}">`);
    expectSecurityHeadersOnce(answer);
    const script = await get("/moved.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")?.[0]).toMatch(/javascript/);
    await expect(get(toPath)).resolves.toMatchObject({ status: 200 });
  });
}

test("hashed bundles and /static files are immutable for a year; page data revalidates", async () => {
  const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
  const staticFile = fs.readdirSync(path.join(PUBLIC, "static"), { recursive: true, withFileTypes: true }).find((entry) => entry.isFile());
  expect(bundle).toBeDefined();
  expect(staticFile).toBeDefined();
  const staticPath = `/${path.relative(PUBLIC, path.join(staticFile!.parentPath, staticFile!.name)).split(path.sep).join("/")}`;
  for (const asset of [`/${bundle}`, staticPath]) {
    const answer = await get(asset);
    expect([asset, answer.status]).toEqual([asset, 200]);
    expect(answer.headers.get("cache-control")).toEqual(["public, max-age=31536000, immutable"]);
    expectSecurityHeadersOnce(answer);
  }
  const pageData = await get("/page-data/app-data.json");
  expect(pageData.status).toBe(200);
  expect(pageData.headers.get("cache-control")).toEqual(["no-cache"]);
});
