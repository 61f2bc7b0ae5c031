import fs from "fs";
import path from "path";
import type { Browser, FrameLocator, Locator, Page } from "playwright-core";
import { parseHeadersFile } from "../../gatsby/headers/headers-file";
import { headersForPath } from "../../gatsby/headers/policy";
import { CONFIG_FILE } from "../../gatsby/cms/admin-files";
import { localBackend } from "../../gatsby/cms/local-backend";
import { openPage, type PageProblems } from "./browser";
import { eventually } from "./eventually";
import { startStaticServer, type StaticServer } from "./static-server";

/**
 * The CMS as an editor meets it: the built /admin of public/, under the build's own headers (its CSP
 * included), with the local backend writing the data/ of `repository`, as `npm start` serves it;
 * logged in (the local backend needs no account: one click) and at its collections.
 */
export type CmsAdmin = Awaited<ReturnType<typeof openCmsAdmin>>;

export async function openCmsAdmin(browser: Browser, repository: string) {
  const rules = parseHeadersFile(fs.readFileSync(path.resolve("public/_headers"), "utf8"));
  const server: StaticServer = await startStaticServer(path.resolve("public"), (urlPath) => headersForPath(rules, urlPath), {
    before: await localBackend(repository),
  });
  const { page, problems }: { page: Page; problems: PageProblems } = await openPage(browser);
  const configRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${CONFIG_FILE}`)) configRequests.push(request.url());
  });
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByText("Collections", { exact: true }).waitFor();
  // Leaving an entry with unsaved edits (the preview tests) asks first: the answer is to leave.
  page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));

  /** What the page reported since `before` (a refused save throws in Decap itself). */
  const reportedSince = (before: { pageErrors: number; consoleErrors: number }) => ({
    pageErrors: problems.pageErrors.slice(before.pageErrors),
    consoleErrors: problems.consoleErrors.slice(before.consoleErrors),
  });

  /** The CMS's preview pane: a frame of its own beside the form. */
  const preview = (): FrameLocator => page.frameLocator("#preview-pane");

  return {
    page,
    problems,
    server,
    /** Every request for the configuration file since the CMS was opened. */
    configRequests,
    /** How much the page has reported so far, for `reportedSince`. */
    reported: () => ({ pageErrors: problems.pageErrors.length, consoleErrors: problems.consoleErrors.length }),
    reportedSince,
    /** Opens a CMS address in a fresh document (the hash alone would keep the previous editor's state). */
    open: async (task: string, hash: string) => {
      await page.goto(`${server.url}/admin?${task}#${hash}`);
    },
    /** A form field by its exact label, in the whole form or within a list item. */
    field: (label: string, within: Page | Locator = page) => within.getByLabel(label, { exact: true }),
    /** The list item (a section, a card, a question) whose summary line is `text`: the innermost one. */
    listItem: (text: string) =>
      page
        .locator("[class*=SortableListItem]")
        .filter({ has: page.getByText(text, { exact: true }) })
        .last(),
    expand: async (item: Locator) => {
      await item.getByRole("button").first().click();
    },
    publish: async () => {
      await page.getByRole("button", { name: "Publish", exact: true }).first().click();
      await page.getByText("Publish now", { exact: true }).click();
    },
    preview,
    /** Runs `read` on a page of the built site at the preview frame's size, for what the preview must look like. */
    onSitePage: async <T>(address: string, read: (sitePage: Page) => Promise<T>): Promise<T> => {
      const size = await preview()
        .locator("html")
        .evaluate((element) => ({ width: element.ownerDocument.defaultView!.innerWidth, height: element.ownerDocument.defaultView!.innerHeight }));
      const sitePage = await page.context().newPage();
      try {
        await sitePage.setViewportSize(size);
        await sitePage.goto(`${server.url}${address}`);
        return await read(sitePage);
      } finally {
        await sitePage.close();
      }
    },
    close: async () => {
      await page.context().close();
      await server.close();
    },
  };
}

/**
 * The file name (without .json) the CMS gives a new entry from the title it is named by: Decap's
 * slug of it, lowercase words joined by hyphens (for the plain titles these tests type).
 */
export const entryFileName = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Waits for the local backend to have written what `check` expects (a save is a request away). */
export const written = (check: () => void) => eventually(() => Promise.resolve().then(check), 15_000);

/** Computed styles of an element, as the browser applies them (in the site's pages and in the preview frame alike). */
export async function stylesOf(locator: Locator, properties: readonly string[]): Promise<Record<string, string>> {
  return locator.evaluate((element, names) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}
