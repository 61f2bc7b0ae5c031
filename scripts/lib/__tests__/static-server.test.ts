/** @jest-environment node */
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import { resolveFile, startStaticServer, type StaticServer } from "../static-server.cjs";

/**
 * The browser suite's static server over a fixture site with a sibling folder whose name starts
 * like the root's ("public-old"): a prefix check on the path would serve the sibling's files.
 */
let workspace: string;
let root: string;
let server: StaticServer;

beforeAll(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  root = path.join(workspace, "public");
  fs.mkdirSync(path.join(root, "contact"), { recursive: true });
  fs.mkdirSync(path.join(workspace, "public-old"));
  fs.writeFileSync(path.join(root, "index.html"), "home");
  fs.writeFileSync(path.join(root, "contact", "index.html"), "contact");
  fs.writeFileSync(path.join(root, "404.html"), "not found");
  fs.writeFileSync(path.join(root, "..hidden.txt"), "inside, despite the dots");
  fs.writeFileSync(path.join(workspace, "public-old", "secret.txt"), "outside");
  fs.writeFileSync(path.join(workspace, "secret.txt"), "outside");
  server = await startStaticServer(root);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(workspace, { recursive: true, force: true });
});

/** A raw request: the path goes on the wire exactly as written (fetch would resolve "..", a client need not). */
function get(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: rawPath }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("serves files, folder index pages and 404.html with status 404", async () => {
  await expect(get("/")).resolves.toEqual({ status: 200, body: "home" });
  await expect(get("/contact")).resolves.toEqual({ status: 200, body: "contact" });
  await expect(get("/contact/index.html")).resolves.toEqual({ status: 200, body: "contact" });
  await expect(get("/..hidden.txt")).resolves.toEqual({ status: 200, body: "inside, despite the dots" });
  await expect(get("/nothing-here")).resolves.toEqual({ status: 404, body: "not found" });
});

test("sends a file's validators, as a static host does, and 304 without the body when the browser has it", async () => {
  const first = await fetch(`${server.url}/contact`);
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^W\/".+"$/);
  expect(new Date(first.headers.get("last-modified") ?? "").getTime()).toBe(
    Math.floor(fs.statSync(path.join(root, "contact", "index.html")).mtimeMs / 1000) * 1000,
  );
  await first.text();
  const again = await fetch(`${server.url}/contact`, { headers: { "if-none-match": etag! } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  const otherFile = await fetch(`${server.url}/`, { headers: { "if-none-match": etag! } });
  expect([otherFile.status, await otherFile.text()]).toEqual([200, "home"]);
  const missing = await fetch(`${server.url}/nothing-here`);
  expect([missing.status, missing.headers.get("etag")]).toEqual([404, null]);
  await missing.text();
});

test("a page with markup put in its head has validators of its own", async () => {
  const probing = await startStaticServer(root, undefined, { headStart: "<script>probe()</script>" });
  try {
    const plain = await fetch(`${server.url}/`);
    const probed = await fetch(`${probing.url}/`);
    expect(await probed.text()).toBe("home");
    await plain.text();
    expect(probed.headers.get("etag")).not.toBe(plain.headers.get("etag"));
  } finally {
    await probing.close();
  }
});

test.each([
  "/../public-old/secret.txt",
  "/%2e%2e/public-old/secret.txt",
  "/..%2fpublic-old%2fsecret.txt",
  "/contact/../../public-old/secret.txt",
  "/../secret.txt",
  "/%2e%2e%2fsecret.txt",
])("refuses %s, a path outside the root, with the 404 page", async (rawPath) => {
  await expect(get(rawPath)).resolves.toEqual({ status: 404, body: "not found" });
});

test("a malformed escape is a 404, not a crash", async () => {
  await expect(get("/%E0%A4%A")).resolves.toEqual({ status: 404, body: "not found" });
  await expect(get("/")).resolves.toEqual({ status: 200, body: "home" });
});

test("resolveFile never returns a file outside the root, whatever the path", () => {
  expect(resolveFile(root, "/../public-old/secret.txt")).toBeUndefined();
  expect(resolveFile(root, "/../public/../secret.txt")).toBeUndefined();
  expect(resolveFile(root, "/../public")).toBe(path.join(root, "index.html")); // the root itself is inside
  expect(resolveFile(root, "/contact")).toBe(path.join(root, "contact", "index.html"));
});

describe("held scripts", () => {
  let gated: StaticServer;
  beforeAll(async () => {
    fs.writeFileSync(path.join(root, "app.js"), "run()");
    gated = await startStaticServer(root, () => ({ "cache-control": "public, max-age=31536000, immutable" }), { holdableScripts: true });
  });
  afterAll(() => gated?.close());

  test("while held, a script waits unanswered and everything else is served; released, it is answered", async () => {
    gated.holdScripts();
    const order: string[] = [];
    const script = fetch(`${gated.url}/app.js`).then(async (answer) => (order.push("script"), answer));
    await expect((await fetch(`${gated.url}/contact`)).text()).resolves.toBe("contact");
    await waitUntil(() => gated.heldScripts() === 1);
    order.push("released");
    gated.releaseScripts();
    const answer = await script;
    await expect(answer.text()).resolves.toBe("run()");
    expect(order).toEqual(["released", "script"]);
    expect(gated.heldScripts()).toBe(0);
    await expect((await fetch(`${gated.url}/app.js`)).text()).resolves.toBe("run()");
  });

  test("scripts are never cached, so the gate sees every request for them; other files keep their headers", async () => {
    expect((await fetch(`${gated.url}/app.js`)).headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${gated.url}/contact`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("a missing script is not held: it is the 404 page at once, never cached", async () => {
    gated.holdScripts();
    try {
      const answer = await fetch(`${gated.url}/missing.js`);
      expect([answer.status, await answer.text(), answer.headers.get("cache-control")]).toEqual([404, "not found", "no-store"]);
    } finally {
      gated.releaseScripts();
    }
  });

  test("a server without holdableScripts refuses to hold and caches as its headers say", async () => {
    expect(() => server.holdScripts()).toThrow("holdableScripts");
    expect((await fetch(`${server.url}/app.js`)).headers.get("cache-control")).toBeNull();
  });
});

describe("the build's scripts and page data, as a test sets them", () => {
  beforeAll(() => {
    fs.mkdirSync(path.join(root, "page-data", "contact"), { recursive: true });
    fs.writeFileSync(path.join(root, "page-data", "contact", "page-data.json"), "{}");
    fs.writeFileSync(path.join(root, "app.js"), "run()");
    fs.writeFileSync(path.join(root, "chunk.js"), "later()");
  });
  afterEach(() => server.setAssets("served"));

  test("scripts fail: every script request ends without an answer; pages and page data are served", async () => {
    server.setAssets("scripts fail");
    await expect(get("/app.js?v=1")).rejects.toThrow("socket hang up");
    await expect(get("/contact")).resolves.toEqual({ status: 200, body: "contact" });
    await expect(get("/page-data/contact/page-data.json")).resolves.toEqual({ status: 200, body: "{}" });
  });

  test("replaced: scripts and page data answer the 404 page, but for the scripts served before (the tab's cache); pages are served; served again, all are back", async () => {
    await expect(get("/app.js")).resolves.toEqual({ status: 200, body: "run()" });
    server.setAssets("replaced");
    await expect(get("/chunk.js")).resolves.toEqual({ status: 404, body: "not found" });
    await expect(get("/app.js")).resolves.toEqual({ status: 200, body: "run()" });
    await expect(get("/page-data/contact/page-data.json")).resolves.toEqual({ status: 404, body: "not found" });
    await expect(get("/contact")).resolves.toEqual({ status: 200, body: "contact" });
    server.setAssets("served");
    await expect(get("/chunk.js")).resolves.toEqual({ status: 200, body: "later()" });
  });

  test("an unknown state is refused, naming the known ones", () => {
    expect(() => server.setAssets("gone" as "served")).toThrow("served, scripts fail, replaced");
  });
});

test("headStart goes first in each HTML page's <head>, and nowhere else", async () => {
  fs.writeFileSync(path.join(root, "page.html"), '<!doctype html><html><head lang="en"><title>t</title></head><body><head></body></html>');
  const probed = await startStaticServer(root, () => ({}), { headStart: '<script src="/probe.js"></script>', gzip: true });
  try {
    const page = await fetch(`${probed.url}/page.html`);
    expect(await page.text()).toBe('<!doctype html><html><head lang="en"><script src="/probe.js"></script><title>t</title></head><body><head></body></html>');
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(await (await fetch(`${probed.url}/app.js`)).text()).toBe("run()");
  } finally {
    await probed.close();
  }
});

/** Polls a condition of the server's own state (no browser here to wait on). */
async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
