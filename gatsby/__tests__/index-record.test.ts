/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { isIndexCurrent, recordIndex } from "../search/index-record";
import { searchIndexInputs, type SearchRecord } from "../search/search-index";

let folder: string;
let recordFile: string;
let outputPath: string;
const record: SearchRecord = { url: "/blog/a", title: "A", excerpt: "About A", bodyHtml: "<p>Body</p>" };

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "index-record-"));
  recordFile = path.join(folder, ".cache", "search-index.json");
  outputPath = path.join(folder, "public", "pagefind");
  fs.mkdirSync(outputPath, { recursive: true });
  fs.writeFileSync(path.join(outputPath, "pagefind.js"), "");
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

test("an index recorded from the same records and language is kept; any other input writes it again", () => {
  const inputs = searchIndexInputs([record], "en");
  expect(isIndexCurrent(recordFile, outputPath, inputs)).toBe(false);
  recordIndex(recordFile, inputs);
  expect(isIndexCurrent(recordFile, outputPath, searchIndexInputs([{ ...record }], "en"))).toBe(true);
  expect(isIndexCurrent(recordFile, outputPath, searchIndexInputs([{ ...record, bodyHtml: "<p>Body, edited</p>" }], "en"))).toBe(false);
  expect(isIndexCurrent(recordFile, outputPath, searchIndexInputs([record], "de"))).toBe(false);
  expect(isIndexCurrent(recordFile, outputPath, searchIndexInputs([record, { ...record, url: "/blog/b" }], "en"))).toBe(false);
});

test("no index is kept once the record is removed (while one is written) or the index is gone", () => {
  const inputs = searchIndexInputs([record], "en");
  recordIndex(recordFile, inputs);
  fs.rmSync(path.join(outputPath, "pagefind.js"));
  expect(isIndexCurrent(recordFile, outputPath, inputs)).toBe(false);
  fs.writeFileSync(path.join(outputPath, "pagefind.js"), "");
  recordIndex(recordFile, null);
  expect(isIndexCurrent(recordFile, outputPath, inputs)).toBe(false);
});
