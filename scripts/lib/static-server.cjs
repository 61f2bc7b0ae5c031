// CommonJS so that both the browser tests (TypeScript through babel-jest) and the benchmark
// (plain Node ESM, scripts/bench.mjs) serve the build with the same code.
const crypto = require("crypto");
const fs = require("fs");
const http = require("http");
const path = require("path");
const zlib = require("zlib");

/**
 * Serves the production build the way a plain static host does: files as they are (with an ETag
 * and Last-Modified, and 304 to a browser that has them), a folder's index.html, and 404.html with
 * status 404 for anything else. No Gatsby-specific behaviour, so what passes here passes on any
 * static host.
 */
const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

// What a static host compresses (images and fonts are compressed already).
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** True when `candidate` is `root` or inside it; a sibling such as `public-old/` shares the prefix but not the folder. */
function isInside(root, candidate) {
  const relative = path.relative(root, candidate);
  return relative === "" || (relative.split(path.sep)[0] !== ".." && !path.isAbsolute(relative));
}

function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0] || "/");
  } catch {
    return undefined; // malformed escape such as "%E0%A4%A": no file has that name
  }
  const candidate = path.normalize(path.join(root, decoded));
  if (!isInside(root, candidate)) return undefined;
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * The site's scripts held back: while held, every request for a `.js` file of the build waits
 * unanswered, so a browser test sees the page as a visitor on a slow connection does while the
 * scripts load (the HTML and CSS are there, inline scripts have run, nothing else), in any engine.
 * `release` answers what waits, in the order asked, and lets later requests through. A browser
 * that had a script in its cache would not ask for it: a server with the gate serves scripts with
 * `cache-control: no-store`, and so is the 404 answer to a script request (a script gone after a
 * deploy, `setAssets("replaced")`), which the build's headers for scripts would let the browser keep.
 *
 * `delay(ms)` is a slow network instead: from then on every script request is answered `ms` after
 * it arrives (0: at once again).
 */
function scriptGate(enabled) {
  let holding = false;
  let delayMs = 0;
  const waiting = [];
  return {
    /** For the file served, or for the path asked where no file answers (a script's 404 must not be cached either). */
    headers: (fileOrPath) => (enabled && path.extname(fileOrPath) === ".js" ? { "cache-control": "no-store" } : {}),
    hold() {
      if (!enabled) throw new Error("this static server was started without holdableScripts");
      holding = true;
    },
    release() {
      holding = false;
      waiting.splice(0).forEach((serve) => serve());
    },
    delay(ms) {
      if (!enabled && ms > 0) throw new Error("this static server was started without holdableScripts");
      delayMs = ms;
    },
    /** How many script requests wait now. */
    waiting: () => waiting.length,
    /** Serves the request now, or later if it is a held or delayed script. */
    pass(file, serve) {
      const script = Boolean(file) && path.extname(file) === ".js";
      if (holding && script) waiting.push(serve);
      else if (delayMs > 0 && script) setTimeout(serve, delayMs);
      else serve();
    },
  };
}

/**
 * What the build's scripts and page data are to the browser, as a test sets it (`setAssets`):
 * - "served": as built;
 * - "scripts fail": every request for a `.js` file of the build fails (the connection is dropped
 *   unanswered), as behind a proxy or on a network that lets the HTML through but not the scripts;
 *   the inline scripts of the HTML still run;
 * - "replaced": every `.js` file and everything under `/page-data/` answers 404, as once a newer
 *   deploy has replaced the chunks and page data an open tab was built with (set after the tab has
 *   loaded; the HTML pages are still served). The scripts served since the assets were last set to
 *   "served" are still answered: the tab's browser keeps those in its cache (the build serves them
 *   immutable; here they are `no-store`, so that the gate sees every request). Were they 404 too,
 *   an engine that remembers a failed script for the rest of its life (WebKit) would fail every
 *   later page that needs it, which a visitor after a real deploy never meets (new pages name new
 *   scripts).
 */
const ASSET_STATES = ["served", "scripts fail", "replaced"];

/** Whether `urlPath` is a script or page data of the build, which a deploy replaces. */
function isDeployAsset(urlPath) {
  const pathname = urlPath.split("?")[0] || "/";
  return isScript(pathname) || pathname.startsWith("/page-data/");
}

const isScript = (urlPath) => path.extname(urlPath.split("?")[0] || "/") === ".js";

/** `html` with `markup` right after its <head> start tag (unchanged when it has none). */
function intoHead(html, markup) {
  return html.replace(/<head\b[^>]*>/i, (tag) => tag + markup);
}

/**
 * The validators every static host sends with a file (an ETag and Last-Modified), so a browser
 * that has the file asks again with If-None-Match and gets 304 without the body, as from a real
 * host. The ETag follows the file's size and time and, for an HTML page, the markup put in its head.
 */
function fileValidators(file, headStart) {
  const { size, mtime } = fs.statSync(file);
  const extra = headStart ? `-${crypto.createHash("sha1").update(headStart).digest("hex").slice(0, 8)}` : "";
  return { etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}${extra}"`, "last-modified": mtime.toUTCString() };
}

/**
 * @param {string} root folder to serve
 * @param {(urlPath: string) => Record<string, string>} [headersFor] extra response headers per path
 * @param {{ port?: number, gzip?: boolean, before?: (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void, headStart?: string, holdableScripts?: boolean }} [options]
 *   port 0 (default) picks a free one; gzip compresses text responses for clients that accept it, as
 *   production hosts do (transfer sizes then match them); `before` sees every request first and calls
 *   `next` for those it leaves to the files (the CMS test's local backend, say); `headStart` is
 *   markup put first in every HTML page's <head> (a test's probe script, served by `before`);
 *   `holdableScripts` lets the test hold the build's scripts back (`holdScripts`, see scriptGate)
 */
function startStaticServer(root, headersFor = () => ({}), options = {}) {
  const absoluteRoot = path.resolve(root);
  const gate = scriptGate(Boolean(options.holdableScripts));
  let assets = "served";
  /** The scripts answered since the assets were last set to "served": the open tab's cache. */
  const keptScripts = new Set();
  const server = http.createServer((request, response) => {
    if (options.before) options.before(request, response, () => serveFile(request, response));
    else serveFile(request, response);
  });
  function serveFile(request, response) {
    const urlPath = request.url || "/";
    if (assets === "scripts fail" && isScript(urlPath)) return void request.socket.destroy();
    const gone = assets === "replaced" && isDeployAsset(urlPath) && !keptScripts.has(urlPath);
    const file = gone ? undefined : resolveFile(absoluteRoot, urlPath);
    if (assets === "served" && file && isScript(urlPath)) keptScripts.add(urlPath);
    gate.pass(file, () => send(request, response, urlPath, file));
  }
  function send(request, response, urlPath, file) {
    const served = file || path.join(absoluteRoot, "404.html");
    const contentType = CONTENT_TYPES[path.extname(served)] || "application/octet-stream";
    const gzip = Boolean(options.gzip) && COMPRESSIBLE.test(contentType) && /\bgzip\b/.test(request.headers["accept-encoding"] || "");
    const validators = file ? fileValidators(file, options.headStart && path.extname(file) === ".html" ? options.headStart : "") : {};
    const unchanged = validators.etag !== undefined && request.headers["if-none-match"] === validators.etag;
    response.writeHead(unchanged ? 304 : file ? 200 : 404, {
      "content-type": contentType,
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      ...validators,
      ...headersFor(urlPath.split("?")[0] || "/"),
      ...gate.headers(file || urlPath.split("?")[0] || "/"),
    });
    if (request.method === "HEAD" || unchanged) response.end();
    else if (options.headStart && path.extname(served) === ".html") {
      const html = intoHead(fs.readFileSync(served, "utf8"), options.headStart);
      response.end(gzip ? zlib.gzipSync(html) : html);
    } else if (gzip) fs.createReadStream(served).pipe(zlib.createGzip()).pipe(response);
    else fs.createReadStream(served).pipe(response);
  }
  return new Promise((resolve) => {
    server.listen(options.port || 0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        holdScripts: gate.hold,
        releaseScripts: gate.release,
        heldScripts: gate.waiting,
        delayScripts: gate.delay,
        setAssets(state) {
          if (!ASSET_STATES.includes(state)) throw new Error(`no such state of the assets: ${state} (known: ${ASSET_STATES.join(", ")})`);
          if (state === "served") keptScripts.clear();
          assets = state;
        },
        close: () =>
          new Promise((done) => {
            gate.release();
            gate.delay(0);
            server.close(() => done());
            // A browser's kept-alive connections would hold the close until they time out.
            server.closeAllConnections();
          }),
      });
    });
  });
}

module.exports = { startStaticServer, resolveFile };
