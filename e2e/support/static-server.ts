import fs from "fs";
import http from "http";
import path from "path";
import type { AddressInfo } from "net";

/**
 * Serves the production build the way a plain static host does: files as they are, a folder's
 * index.html, and 404.html with status 404 for anything else. No Gatsby-specific behaviour, so
 * what passes here passes on any static host.
 */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
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

export type HeaderRule = (urlPath: string) => Record<string, string>;

export type StaticServer = { url: string; close: () => Promise<void> };

function resolveFile(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return undefined;
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

export function startStaticServer(root: string, headersFor: HeaderRule = () => ({})): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    const urlPath = request.url ?? "/";
    const file = resolveFile(absoluteRoot, urlPath);
    const served = file ?? path.join(absoluteRoot, "404.html");
    const status = file ? 200 : 404;
    response.writeHead(status, {
      "content-type": CONTENT_TYPES[path.extname(served)] ?? "application/octet-stream",
      ...headersFor(urlPath.split("?")[0] ?? "/"),
    });
    if (request.method === "HEAD") response.end();
    else fs.createReadStream(served).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
