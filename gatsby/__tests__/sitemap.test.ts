/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { listedPages } from "../sitemap";

function builtSite(pages: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  for (const [pagePath, head] of Object.entries(pages)) {
    fs.mkdirSync(path.join(root, pagePath), { recursive: true });
    fs.writeFileSync(path.join(root, pagePath, "index.html"), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
  }
  return root;
}

test("a page whose built HTML says noindex is left out, whichever data file flagged it", () => {
  const root = builtSite({
    "/": '<meta name="robots" content="index,follow"/>',
    "/blog/draft": '<meta name="description" content="noindex is only a word here"/><meta name="robots" content="noindex,nofollow"/>',
    "/case-studies/x": '<meta content="index,follow" name="robots"/>',
  });
  const paths = listedPages([{ path: "/" }, { path: "/blog/draft" }, { path: "/case-studies/x" }], root).map((page) => page.path);
  expect(paths).toEqual(["/", "/case-studies/x"]);
});

test("404 pages and the stubs of moved addresses are never listed", () => {
  const root = builtSite({});
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-data-"));
  fs.writeFileSync(path.join(data, "site.json"), JSON.stringify({ movedPages: [{ from: "/old-address", page: "pages/contact" }] }));
  const pages = ["/", "/404", "/404.html", "/dev-404-page", "/old-address", "/contact"].map((pagePath) => ({ path: pagePath }));
  expect(listedPages(pages, root, data).map((page) => page.path)).toEqual(["/", "/contact"]);
});
