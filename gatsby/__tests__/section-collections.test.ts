import fs from "fs";
import os from "os";
import path from "path";
import { collectionFieldsOf, readCollection } from "../listings/section-collections";

/** A section kind's declaration as sections.schema.json writes it, with the collection directives the build resolves. */
const LISTING = {
  "x-graphql-fields": {
    posts: { type: '[BlogPostJson!]! @allNodes(type: "BlogPostJson", sortBy: "datePublished", descending: true)' },
    labels: { type: 'TestimonialsJson! @singleNode(type: "TestimonialsJson")' },
    to: { type: "String @linkTarget" },
  },
};

test("a kind's collection fields are read from its x-graphql-fields directives, other derived fields left out", () => {
  expect(collectionFieldsOf(LISTING)).toEqual([
    { field: "posts", typeName: "BlogPostJson", every: true, sortBy: "datePublished", descending: true },
    { field: "labels", typeName: "TestimonialsJson", every: false },
  ]);
  expect(collectionFieldsOf({})).toEqual([]);
});

test("a folder's collection comes in the build's order, ties by file name, each entry with its slug and address", () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "collection-"));
  fs.mkdirSync(path.join(data, "blog"));
  const write = (name: string, datePublished: string) =>
    fs.writeFileSync(path.join(data, "blog", `${name}.json`), JSON.stringify({ title: name, datePublished }));
  write("b-older", "2024-01-01");
  write("c-newer", "2025-01-01");
  write("a-newer", "2025-01-01");
  const [posts] = collectionFieldsOf(LISTING);
  expect(readCollection(data, posts!)).toEqual([
    { title: "a-newer", datePublished: "2025-01-01", slug: "a-newer", path: "/blog/a-newer" },
    { title: "c-newer", datePublished: "2025-01-01", slug: "c-newer", path: "/blog/c-newer" },
    { title: "b-older", datePublished: "2024-01-01", slug: "b-older", path: "/blog/b-older" },
  ]);
  fs.rmSync(data, { recursive: true });
});
