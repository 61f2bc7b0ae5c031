import fs from "fs";
import path from "path";
import type { CreateDevServerArgs } from "gatsby";
import type { Handler } from "express";
import { ADMIN_DIRECTORY, CONFIG_FILE, adminConfig, configText, writeAdminFiles } from "./admin-files";
import { LOCAL_BACKEND_PATH, localBackend } from "./local-backend";

/**
 * `npm start` serves the CMS with no account: the admin files are written into public/ (which the
 * development server serves) and the local backend answers at /api/v1 on the same server, editing
 * data/ of this working tree. One process, nothing else to start. The configuration is made anew
 * for each load of the CMS, so a page saved a moment ago is among the pages a link can name after
 * a reload. The preview's bundle follows changes to the site's components while it runs; its
 * snapshot of data/ is the one of the start.
 */
export async function serveCms({ app, reporter }: Pick<CreateDevServerArgs, "reporter"> & { app: { use: (handler: Handler) => void } }): Promise<void> {
  const publicDirectory = path.resolve("public");
  const dataDirectory = path.resolve("data");
  await writeAdminFiles({ publicDirectory, dataDirectory, watchPreview: true, servedConfig: true });
  app.use(await localBackend(path.resolve(".")));
  app.use(freshConfig(dataDirectory));
  // The development server serves public/'s files but no folder's index.html: the CMS page is answered here.
  app.use((request, response, next) => {
    if (!["/admin", "/admin/"].includes((request.url ?? "").split("?")[0] ?? "")) return next();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    fs.createReadStream(path.join(publicDirectory, ADMIN_DIRECTORY, "index.html")).pipe(response);
  });
  reporter.info(`The CMS is at /${ADMIN_DIRECTORY}: it saves into data/ of this folder (local backend at ${LOCAL_BACKEND_PATH}, no account needed)`);
}

/** Answers the CMS's configuration from data/ as it is at the request. */
export function freshConfig(dataDirectory: string, environment: NodeJS.ProcessEnv = process.env): Handler {
  return (request, response, next) => {
    if ((request.url ?? "").split("?")[0] !== `/${ADMIN_DIRECTORY}/${CONFIG_FILE}`) return next();
    response.writeHead(200, { "content-type": "text/yaml; charset=utf-8", "cache-control": "no-store" });
    response.end(configText(adminConfig(dataDirectory, environment)));
  };
}
