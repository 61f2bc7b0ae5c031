/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { copyIfChanged, removeFilesBut } from "../files/copy-if-changed";

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "copy-if-changed-"));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

test("copies a file once, then again only when the source has changed", () => {
  const source = path.join(folder, "data", "a.jpg");
  const target = path.join(folder, "public", "images", "a.jpg");
  fs.mkdirSync(path.dirname(source), { recursive: true });
  fs.writeFileSync(source, "first");
  copyIfChanged(source, target);
  expect(fs.readFileSync(target, "utf8")).toBe("first");
  // The copy is left alone while its source keeps its size and time: a marker written into the copy stays.
  const { atime, mtime } = fs.statSync(target);
  fs.writeFileSync(target, "FIRST");
  fs.utimesSync(target, atime, mtime);
  copyIfChanged(source, target);
  expect(fs.readFileSync(target, "utf8")).toBe("FIRST");
  fs.writeFileSync(source, "second");
  fs.utimesSync(source, new Date(), new Date(Date.now() + 5_000));
  copyIfChanged(source, target);
  expect(fs.readFileSync(target, "utf8")).toBe("second");
});

test("removes every copy that the last pass did not keep", () => {
  const kept = path.join(folder, "blog", "kept.jpg");
  const gone = path.join(folder, "blog", "old", "gone.jpg");
  for (const file of [kept, gone]) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "image");
  }
  removeFilesBut(folder, new Set([kept]));
  expect([fs.existsSync(kept), fs.existsSync(gone)]).toEqual([true, false]);
});
