// gatsby/cms/: the CMS at /admin: Decap CMS's configuration from the JSON Schemas, the files written
// to public/admin (here), the local backend of the development server, the preview pane.
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { readSchemas } from "../data-schemas/from-json-schema";
import { cmsConfig, type CmsConfig, type GitHubSettings } from "./decap-config";
import { PREVIEW_BUNDLE, writePreview } from "./preview-bundle";

/**
 * The CMS is files of its own in public/admin, never a Gatsby page: Decap CMS's prebuilt bundle
 * (node_modules/decap-cms/dist, React included) with its chunks, the configuration generated from
 * data/schemas (decap-config.ts), a small start script and the preview of the site's own pages
 * (preview-bundle.ts). No page of the site imports or links
 * any of it, so the site's bundles and first-load JavaScript stay as they are.
 */
export const ADMIN_DIRECTORY = "admin";
/** Resolved from the project at run time (Gatsby's bundler of gatsby-node drops `require.resolve`). */
const decapDist = () => path.dirname(createRequire(path.resolve("package.json")).resolve("decap-cms/dist/decap-cms.js"));
/** The bundle, its webpack chunks (`<id>.decap-cms.js`) and WebAssembly modules; the source maps and the second copy (`cms.js`) stay behind. */
const DECAP_FILES = /^((\d+\.)?decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/** Whether a file of the build is one of the CMS's. */
export const isAdminFile = (publicDirectory: string, file: string) => path.relative(publicDirectory, file).split(path.sep)[0] === ADMIN_DIRECTORY;

/** The GitHub backend's settings (docs/content-editing.md, "Publishing from the CMS"). */
export function gitHubSettings(environment: NodeJS.ProcessEnv = process.env): GitHubSettings {
  return {
    repo: environment.CMS_GITHUB_REPO ?? "your-organisation/your-repository",
    branch: environment.CMS_GITHUB_BRANCH ?? "main",
    ...(environment.CMS_AUTH_BASE_URL ? { authBaseUrl: environment.CMS_AUTH_BASE_URL } : {}),
    ...(environment.CMS_AUTH_ENDPOINT ? { authEndpoint: environment.CMS_AUTH_ENDPOINT } : {}),
  };
}

export function adminHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>Content manager</title>
<link href="/${ADMIN_DIRECTORY}/${CONFIG_FILE}" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/${ADMIN_DIRECTORY}/start.js"></script>
<script src="/${ADMIN_DIRECTORY}/decap-cms.js"></script>
<script src="/${ADMIN_DIRECTORY}/${PREVIEW_BUNDLE}"></script>
</body>
</html>
`;
}

/** Where the CMS reads its configuration, beside its page. */
export const CONFIG_FILE = "config.yml";

/** The CMS's configuration for the schemas and page files of `dataDirectory` as they are now. */
export function adminConfig(dataDirectory: string, environment: NodeJS.ProcessEnv = process.env): CmsConfig {
  return cmsConfig({
    schemas: readSchemas(path.join(dataDirectory, "schemas")),
    dataDirectory,
    github: gitHubSettings(environment),
    siteUrl: environment.SITE_URL_RESOLVED,
  });
}

/** The configuration as the CMS page reads it: JSON (gatsby/cms/admin-start.js parses it and hands it to Decap), which is also YAML, config.yml's format. */
export const configText = (config: CmsConfig) => `${JSON.stringify(config, null, 2)}\n`;

export async function writeAdminFiles({
  publicDirectory,
  dataDirectory,
  environment = process.env,
  watchPreview = false,
  servedConfig = false,
}: {
  publicDirectory: string;
  dataDirectory: string;
  environment?: NodeJS.ProcessEnv;
  /** Rebuild the preview's bundle when its source changes (`gatsby develop`). */
  watchPreview?: boolean;
  /** The configuration is answered per request (`gatsby develop`, gatsby/cms/dev-server.ts), not written: no file of an earlier build may stand in for it. */
  servedConfig?: boolean;
}): Promise<void> {
  const directory = path.join(publicDirectory, ADMIN_DIRECTORY);
  fs.mkdirSync(directory, { recursive: true });
  const dist = decapDist();
  for (const name of fs.readdirSync(dist).filter((file) => DECAP_FILES.test(file))) {
    fs.copyFileSync(path.join(dist, name), path.join(directory, name));
  }
  if (servedConfig) fs.rmSync(path.join(directory, CONFIG_FILE), { force: true });
  else fs.writeFileSync(path.join(directory, CONFIG_FILE), configText(adminConfig(dataDirectory, environment)));
  fs.copyFileSync(path.resolve("gatsby/cms/admin-start.js"), path.join(directory, "start.js"));
  fs.writeFileSync(path.join(directory, "index.html"), adminHtml());
  await writePreview({
    adminDirectory: directory,
    adminUrl: `/${ADMIN_DIRECTORY}`,
    dataDirectory,
    siteUrl: environment.SITE_URL_RESOLVED,
    watch: watchPreview,
  });
}
