/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { inputsHash } from "../files/inputs-hash";
import { filesToPass, readPassRecord, scriptHashesOf, writePassRecord, type PassRecord } from "../page-scripts/rewritten-pages";

const record: PassRecord = { finishedAt: 1_000, inputs: inputsHash("loader", "lists"), scriptHashes: { "a.html": ["'sha256-a'"], "b.html": ["'sha256-b'"] } };
const modified: Record<string, number> = { "a.html": 900, "b.html": 1_500, "c.html": 1_000 };
const modifiedAt = (file: string) => modified[file] ?? 0;

test("with a record made with the same inputs, only the files modified since it are passed", () => {
  expect(filesToPass(["a.html", "b.html", "c.html"], record, record.inputs, modifiedAt)).toEqual(["b.html"]);
});

test("without a record, or with one made with other inputs, every file is passed", () => {
  const files = ["a.html", "b.html", "c.html"];
  expect(filesToPass(files, undefined, record.inputs, modifiedAt)).toEqual(files);
  expect(filesToPass(files, record, inputsHash("another loader", "lists"), modifiedAt)).toEqual(files);
});

test("the inputs' hash changes with any part and with where one part ends", () => {
  expect(inputsHash("a", "b")).toBe(inputsHash("a", "b"));
  expect(inputsHash("a", "b")).not.toBe(inputsHash("a", "c"));
  expect(inputsHash("ab", "")).not.toBe(inputsHash("a", "b"));
});

test("hashes are computed for passed files and for files the record lacks; the record's are kept for the others; gone files drop out", () => {
  const computed: string[] = [];
  const hashesOf = (file: string) => {
    computed.push(file);
    return [`'sha256-new-${file}'`];
  };
  const hashes = scriptHashesOf(["a.html", "b.html", "c.html"], new Set(["b.html"]), record, (file) => file, hashesOf);
  expect(hashes).toEqual({ "a.html": ["'sha256-a'"], "b.html": ["'sha256-new-b.html'"], "c.html": ["'sha256-new-c.html'"] });
  expect(computed).toEqual(["b.html", "c.html"]);
});

test("a record is read back as written; a missing or malformed one reads as none", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "rewritten-pages-"));
  try {
    const file = path.join(folder, "cache", "record.json");
    expect(readPassRecord(file)).toBeUndefined();
    writePassRecord(file, record);
    expect(readPassRecord(file)).toEqual(record);
    fs.writeFileSync(file, JSON.stringify({ finishedAt: "yesterday" }));
    expect(readPassRecord(file)).toBeUndefined();
    fs.writeFileSync(file, "{");
    expect(readPassRecord(file)).toBeUndefined();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
