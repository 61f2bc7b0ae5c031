/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CONTENT_KINDS, type ContentKind } from "../content-kinds";
import { TEMPLATES } from "../create-pages";
import { PAGE_MAKING_DIRECTORIES, PAGE_ROUTES } from "../routes";
import { contentFiles } from "../validate-content";

/**
 * gatsby/content-kinds.ts is the one list of content kinds; the route table and the page-making
 * folders are derived from it, and the compiler makes TEMPLATES name every kind with a route. What
 * the compiler cannot see is checked here: the files the list names exist, and no data file is
 * claimed by two kinds (the first match would silently win).
 */
const PROJECT = path.resolve(__dirname, "../..");
const DATA = path.join(PROJECT, "data");
const KINDS: readonly ContentKind[] = CONTENT_KINDS;

test("type names are unique and every kind's JSON Schema exists", () => {
  expect(new Set(KINDS.map((kind) => kind.typeName)).size).toBe(KINDS.length);
  for (const kind of KINDS) expect(fs.existsSync(path.join(DATA, "schemas", kind.schema))).toBe(true);
});

test("the route table and the page-making folders are exactly the kinds with a route rule", () => {
  const routed = KINDS.filter((kind) => kind.route);
  expect(Object.keys(PAGE_ROUTES).sort()).toEqual(routed.map((kind) => kind.typeName).sort());
  expect([...PAGE_MAKING_DIRECTORIES].sort()).toEqual(routed.map((kind) => kind.directory).sort());
});

test("every kind with a route has a template file", () => {
  for (const template of Object.values(TEMPLATES)) expect(fs.existsSync(path.join(PROJECT, template))).toBe(true);
});

test.each(contentFiles(DATA).map((file) => path.relative(DATA, file)))("data/%s belongs to exactly one kind", (relative) => {
  const directory = path.dirname(relative) === "." ? "" : path.dirname(relative);
  const name = path.basename(relative, ".json");
  const matching = KINDS.filter((kind) => kind.directory === directory && (kind.file === undefined || kind.file === name));
  expect(matching.map((kind) => kind.typeName)).toHaveLength(1);
});
