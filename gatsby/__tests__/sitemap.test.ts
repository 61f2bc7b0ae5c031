/** @jest-environment node */
import fs from "fs";
import path from "path";
import { datedPages, listedPages } from "../feeds/sitemap";
import { temporaryDirectory } from "../../jest/temporary-directory";

function builtSite(pages: Record<string, string>): string {
  const root = temporaryDirectory("sitemap");
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
  const data = temporaryDirectory("sitemap-data");
  fs.writeFileSync(path.join(data, "site.json"), JSON.stringify({ movedPages: [{ from: "/old-address", page: "pages/contact" }] }));
  const pages = ["/", "/404", "/404.html", "/dev-404-page", "/old-address", "/contact"].map((pagePath) => ({ path: pagePath }));
  expect(listedPages(pages, root, data).map((page) => page.path)).toEqual(["/", "/contact"]);
});

test("a listing page made from no node of its own (a later page, a category) is dated by the newest item it links to; articles come in the blog's order", () => {
  const root = builtSite({ "/": "", "/blog": "", "/blog/2": "", "/blog/a": "", "/blog/b": "" });
  const main = (links: string[]) =>
    `<!DOCTYPE html><html><head></head><body><main>${links.map((link) => `<a href="${link}">x</a>`).join("")}</main></body></html>`;
  fs.writeFileSync(path.join(root, "blog", "index.html"), main(["/blog/b"]));
  fs.writeFileSync(path.join(root, "blog", "2", "index.html"), main(["/blog/a"]));
  const data = temporaryDirectory("sitemap-data");
  fs.writeFileSync(path.join(data, "site.json"), JSON.stringify({}));
  const pages = datedPages(
    {
      allSitePage: { nodes: ["/blog", "/blog/2", "/blog/a", "/blog/b"].map((pagePath) => ({ path: pagePath })) },
      allPageJson: { nodes: [{ path: "/blog" }] },
      allBlogPostJson: {
        nodes: [
          { path: "/blog/a", datePublished: "2024-01-01" },
          { path: "/blog/b", datePublished: "2025-05-05" },
        ],
      },
    },
    root,
    data,
  );
  // The articles last, in the blog's order: newest first.
  expect(pages.map((page) => [page.path, page.lastmod])).toEqual([
    ["/blog", "2025-05-05"],
    ["/blog/2", "2024-01-01"],
    ["/blog/b", "2025-05-05"],
    ["/blog/a", "2024-01-01"],
  ]);
});
