// The routes `npm run bench` measures, read from the build it measures (public/page-data), so a page
// an editor adds is measured without a change here.
import fs from "fs";
import path from "path";

/** Gatsby's not-found pages: served for unknown addresses, not routes of the site. */
const NOT_FOUND = new Set(["/404", "/404.html", "/dev-404-page"]);

function pageDataFiles(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === "page-data.json" ? [full] : [];
  });
}

/**
 * Every page of the build, except that the pages below another address (a collection's items:
 * /blog/<post>, /case-studies/<study>) share one template and layout, so the first of them by
 * address stands for the rest. Top-level pages are each made of their own sections: all measured.
 */
export function builtRoutes(publicDirectory) {
  const pageData = path.join(publicDirectory, "page-data");
  if (!fs.existsSync(pageData)) return [];
  const paths = pageDataFiles(pageData)
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")).path)
    .filter((route) => typeof route === "string" && !NOT_FOUND.has(route))
    .sort();
  const seenGroups = new Set();
  return paths.filter((route) => {
    const group = path.posix.dirname(route);
    if (group === "/") return true;
    if (seenGroups.has(group)) return false;
    seenGroups.add(group);
    return true;
  });
}
