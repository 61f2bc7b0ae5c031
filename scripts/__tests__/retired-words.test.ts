/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * Words the project no longer uses stay out of its code, tests and docs: each has a plain name
 * (docs/architecture.md, Glossary). A retired word in a new line fails here, naming the file and
 * line, with the word to use instead.
 */
const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["src", "gatsby", "supabase", "e2e", "scripts", "jest", "docs", "bench/empty-site"];
const TOP_LEVEL = ["README.md", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "eslint.config.mjs"];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|sql|sh|json)$/;
const NOT_SOURCE = new Set(["node_modules", "public", ".cache", ".artifacts", ".lighthouse"]);
/** Files that name retired words on purpose, as the words to catch. */
const LISTS_THEM = new Set(["scripts/__tests__/retired-words.test.ts", "src/islands/__tests__/sections-know-no-runtime.test.ts"]);

const RETIRED: ReadonlyArray<{ word: RegExp; instead: string }> = [
  { word: /\bbands?\b/i, instead: "section (a page's region), or the element's own name (header, footer)" },
  { word: /\bfirst[- ]screens?\b/i, instead: "initial viewport" },
];

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(path.join(ROOT, folder))) return [];
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(relative);
    return TEXT_FILE.test(entry.name) ? [relative] : [];
  });
}

const files = [...FOLDERS.flatMap(filesUnder), ...TOP_LEVEL].filter((file) => !LISTS_THEM.has(file));

test("no retired word in code, tests or docs", () => {
  const found = files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => RETIRED.filter(({ word }) => word.test(line)).map(({ word, instead }) => `${file}:${index + 1}: ${word.source} → ${instead}`)),
  );
  expect(found).toEqual([]);
});

test("the scan reads code, tests and docs", () => {
  expect(files).toEqual(expect.arrayContaining(["docs/quality-gates.md", "e2e/page-layout.e2e.ts", "src/lib/first-sections.tsx", "README.md"]));
});
