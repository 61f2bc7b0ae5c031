/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { FRAGMENT_SIGNATURE, trimFragments, trimmedFragment } from "../search/search-fragments";

const fragment = {
  url: "/blog/a",
  content: "The whole text of the article, every paragraph of it.",
  word_count: 10,
  filters: { category: ["SAP"] },
  meta: { title: "Article A", excerpt: "What A is about" },
  anchors: [{ element: "h2", id: "part", text: "Part", location: 3 }],
};
const written = (value: unknown) => zlib.gzipSync(Buffer.from(`${FRAGMENT_SIGNATURE}${JSON.stringify(value)}`));
const read = (file: Buffer) => JSON.parse(zlib.gunzipSync(file).subarray(FRAGMENT_SIGNATURE.length).toString("utf8")) as unknown;

test("a trimmed fragment keeps the address, meta and filters a result needs, without the page's text and headings", () => {
  const trimmed = trimmedFragment(written(fragment));
  expect(trimmed).not.toBeNull();
  expect(zlib.gunzipSync(trimmed!).subarray(0, FRAGMENT_SIGNATURE.length).toString("utf8")).toBe(FRAGMENT_SIGNATURE);
  expect(read(trimmed!)).toEqual({ ...fragment, content: "", anchors: [] });
});

test("a file that is not a Pagefind 1.x fragment is left alone and named", () => {
  expect(trimmedFragment(Buffer.from("not gzip"))).toBeNull();
  expect(trimmedFragment(zlib.gzipSync(Buffer.from(`other_format${JSON.stringify(fragment)}`)))).toBeNull();
  expect(trimmedFragment(written({ url: "/blog/a" }))).toBeNull();

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "search-fragments-"));
  try {
    fs.mkdirSync(path.join(folder, "fragment"));
    fs.writeFileSync(path.join(folder, "fragment", "en_a.pf_fragment"), written(fragment));
    fs.writeFileSync(path.join(folder, "fragment", "en_b.pf_fragment"), "not gzip");
    expect(trimFragments(folder)).toEqual([expect.stringContaining("fragment/en_b.pf_fragment")]);
    expect(read(fs.readFileSync(path.join(folder, "fragment", "en_a.pf_fragment")))).toMatchObject({ content: "", meta: fragment.meta });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
