/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CONTENT_KINDS, findContentKind, isPageKind, type ContentKind } from "../content/content-kinds";
import { PAGE_KIND_DIRECTORIES, PAGE_ROUTES, addressCollisions } from "../routes/routes";
import { contentFiles } from "../content-checks/validate-content";

/**
 * gatsby/content/content-kinds.ts is the one table of content kinds; the route table and the page kinds'
 * folders are derived from it. What the compiler cannot see is checked here: the files the table
 * names exist, no data file is claimed by two kinds (the first match would silently win), and no
 * folder belongs to two kinds.
 */
const PROJECT = path.resolve(__dirname, "../..");
const DATA = path.join(PROJECT, "data");
const KINDS: readonly ContentKind[] = CONTENT_KINDS;

test("type names are unique and every kind's JSON Schema exists", () => {
  expect(new Set(KINDS.map((kind) => kind.typeName)).size).toBe(KINDS.length);
  for (const kind of KINDS) expect(fs.existsSync(path.join(DATA, "schemas", kind.schema))).toBe(true);
});

test("the route table and the page kind folders are exactly the kinds with a route rule, each folder in one kind", () => {
  const routed = KINDS.filter(isPageKind);
  expect(Object.keys(PAGE_ROUTES).sort()).toEqual(routed.map((kind) => kind.typeName).sort());
  expect([...PAGE_KIND_DIRECTORIES].sort()).toEqual(routed.flatMap((kind) => kind.directories).sort());
  expect(new Set(PAGE_KIND_DIRECTORIES).size).toBe(PAGE_KIND_DIRECTORIES.length);
});

test("every kind with a route has a template file", () => {
  for (const kind of KINDS.filter(isPageKind)) expect(fs.existsSync(path.join(PROJECT, kind.template))).toBe(true);
});

test.each(contentFiles(DATA).map((file) => path.relative(DATA, file)))("data/%s belongs to exactly one kind", (relative) => {
  const directory = path.dirname(relative) === "." ? "" : path.dirname(relative);
  const name = path.basename(relative, ".json");
  const matching = KINDS.filter((kind) =>
    isPageKind(kind) ? kind.directories.includes(directory) : kind.directory === directory && (kind.file === undefined || kind.file === name),
  );
  expect(matching.map((kind) => kind.typeName)).toHaveLength(1);
  expect(findContentKind(directory, name)).toBe(matching[0]);
});

test("no two data files make one address", () => {
  expect(addressCollisions(contentFiles(DATA).map((file) => path.relative(DATA, file)))).toEqual([]);
});

test("two folders of one kind share its route rule, so one file name in both is a collision naming both files", () => {
  const [kind] = KINDS.filter(isPageKind).filter((candidate) => candidate.directories.length > 1);
  if (!kind) return;
  const [first, second] = kind.directories;
  const files = [`${second}/x.json`, `${first}/x.json`, `${first}/y.json`, "site.json"];
  expect(addressCollisions(files)).toEqual([{ path: kind.route("x"), files: [`${first}/x.json`, `${second}/x.json`].sort() }]);
});
