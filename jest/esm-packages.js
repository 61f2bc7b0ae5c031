// The Markdown toolchain (gatsby/markdown) and the feed writer (gatsby/feeds/feeds.ts) are ESM-only; jest runs CommonJS, so babel-jest must
// transform these packages. Walked from the direct dependencies so an upgrade needs no edit here.
const fs = require("fs");
const path = require("path");

const ROOTS = ["unified", "remark-parse", "remark-gfm", "remark-rehype", "rehype-sanitize", "rehype-slug", "rehype-stringify", "unist-util-visit", "feed"];

function esmPackages() {
  const root = path.join(__dirname, "..", "node_modules");
  const seen = new Set();
  const esm = new Set();
  // A dependency is found where Node would find it: nested under its dependant first, then at the top.
  const walk = (name, from) => {
    const directory = [path.join(from, "node_modules", name), path.join(root, name)].find((candidate) => fs.existsSync(candidate));
    if (!directory || seen.has(directory)) return;
    seen.add(directory);
    const manifest = JSON.parse(fs.readFileSync(path.join(directory, "package.json"), "utf8"));
    if (manifest.type === "module") esm.add(name);
    Object.keys(manifest.dependencies ?? {}).forEach((dependency) => walk(dependency, directory));
  };
  ROOTS.forEach((name) => walk(name, root));
  return [...esm];
}

module.exports = { esmPackages };
