import path from "path";
import express, { type Express, type Handler } from "express";
import { registerLocalFs } from "decap-server/dist/middlewares";

/**
 * Decap CMS's local backend (decap-server's file-system mode), served at /api/v1 by a server that
 * already runs: `gatsby develop` (gatsby-node.ts onCreateDevServer), or the browser test's server.
 * It reads and writes the files under `repositoryDirectory` (data/ and data/images/ of it) with no
 * account and no git commit; the CMS then saves straight into the working tree. Its body parser and
 * logging stay inside this one path, so the server's other routes are untouched.
 */
export const LOCAL_BACKEND_PATH = "/api/v1";

export async function localBackend(repositoryDirectory: string): Promise<Handler> {
  const backend: Express = express();
  const previous = process.env.GIT_REPO_DIRECTORY;
  // decap-server reads the folder it edits from this variable while it registers its routes.
  process.env.GIT_REPO_DIRECTORY = path.resolve(repositoryDirectory);
  try {
    await registerLocalFs(backend, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return (request, response, next) => {
    if ((request.url ?? "").split("?")[0] === LOCAL_BACKEND_PATH) backend(request, response, next);
    else next();
  };
}
