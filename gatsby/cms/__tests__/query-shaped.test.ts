/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { CONTENT_KINDS, isPageKind, type ContentKind } from "../../content/content-kinds";
import { withImages } from "../../content/content-texts";
import { iconGlyph } from "../../content/icon-glyphs";
import { routeOfPageReference } from "../../routes/page-references";
import { contentSchema } from "../../schema";
import { collectionFieldsOfKind, pagedKinds, pagedListOf, readCollection } from "../../listings/section-collections";
import { queryShapedFile, imageFile, type PreviewContext } from "../preview/query-shaped";
import { previewData } from "../preview-data";
import { shownDate } from "../../../src/lib/shown-date";

/**
 * The CMS preview shapes the raw JSON an editor is writing as the site's queries answer it, by the
 * build's own rules. Checked on every page file of data/ and on an article: each value of the file
 * keeps its place, and what the build derives is there.
 */

const DATA = path.resolve("data");
type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;
const kindOf = (typeName: string) => (CONTENT_KINDS as readonly ContentKind[]).find((kind) => kind.typeName === typeName)!;

/** Images answer with an address of their own, so a test can tell which path became which file. */
const imageUrl = (src: string) => `blob:preview/${src}`;
let context: PreviewContext;
beforeAll(() => {
  context = { data: previewData(DATA), image: (src) => Promise.resolve({ src: imageUrl(src), width: 640, height: 360 }) };
});

/** Every pair of values at the same place in the raw file and its shaped copy, with the key that holds them. */
function pairs(raw: unknown, shaped: unknown, key = "", found: Array<{ key: string; raw: unknown; shaped: unknown }> = []) {
  found.push({ key, raw, shaped });
  if (Array.isArray(raw)) raw.forEach((item, index) => pairs(item, (shaped as unknown[])[index], key, found));
  else if (raw && typeof raw === "object" && shaped && typeof shaped === "object")
    for (const [name, value] of Object.entries(raw)) pairs(value, (shaped as Json)[name], name, found);
  return found;
}

const PAGE_FILES = (kindOf("PageJson") as Extract<ContentKind, { directories: readonly string[] }>).directories.flatMap((directory) =>
  fs
    .readdirSync(path.join(DATA, directory))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `${directory}/${name}`),
);

const entryKey = (entry: Json) => entry.path ?? entry.slug;

/** What each page file's test compared, by kind of value. */
const checked = new Map<string, { icons: number; links: number; images: number }>();

test.each(PAGE_FILES)("data/%s: sections typed, links addressed, icons drawn, images as files, collections listed", async (file) => {
  const raw = read(file) as Json & { sections: Array<Json & { type: string }> };
  const slug = path.basename(file, ".json");
  const shaped = (await queryShapedFile(raw, kindOf("PageJson"), slug, context)) as Json & { sections: Json[] };
  expect(shaped.path).toBe(routeOfPageReference(file.replace(/\.json$/, "")));
  const typeNames = contentSchema(DATA).interfaces.find((face) => face.name === "PageSection")!.members;
  expect(shaped.sections.map((section) => section.__typename)).toEqual(raw.sections.map((section) => typeNames[section.type]));
  const images = new Set<unknown>();
  const seen = { icons: 0, links: 0, images: 0 };
  withImages(raw, kindOf("PageJson").schema, (src) => images.add(src));
  for (const { key, raw: value, shaped: answer } of pairs(raw, shaped)) {
    if (key === "icon" && typeof value === "string") {
      expect(answer).toEqual(iconGlyph(value));
      seen.icons += 1;
    }
    if (value && typeof value === "object" && typeof (value as Json).page === "string") {
      expect((answer as Json).to).toBe(routeOfPageReference((value as Json).page as string));
      seen.links += 1;
    }
    if (typeof value === "string" && images.has(value)) {
      expect(answer).toEqual(imageFile({ src: imageUrl(value), width: 640, height: 360 }));
      seen.images += 1;
    }
  }
  checked.set(file, seen);
  raw.sections.forEach((section, index) => {
    for (const collection of collectionFieldsOfKind(section.type)) {
      const listed = readCollection(DATA, collection) as Json | Json[];
      const answer = shaped.sections[index]![collection.field] as Json | Json[];
      // A list split into pages shows its first page, as the page's own address does.
      const shown = Array.isArray(listed) && pagedListOf(section.type, collection.field) ? listed.slice(0, section.pageSize as number) : listed;
      if (Array.isArray(shown)) expect((answer as Json[]).map(entryKey)).toEqual(shown.map(entryKey));
      else expect(Object.keys(answer)).toEqual(expect.arrayContaining(Object.keys(shown)));
    }
  });
});

test("the pages above hold every kind of value checked: icons, links and images", () => {
  const total = [...checked.values()].reduce((sum, seen) => ({
    icons: sum.icons + seen.icons,
    links: sum.links + seen.links,
    images: sum.images + seen.images,
  }));
  expect(total).toEqual({ icons: expect.any(Number), links: expect.any(Number), images: expect.any(Number) });
  expect(Math.min(total.icons, total.links, total.images)).toBeGreaterThan(0);
});

test("an article: its page's address, the body as HTML, the read time, the date as shown and the breadcrumbs through the page that lists articles", async () => {
  const kind = kindOf("BlogPostJson");
  const [name] = fs.readdirSync(path.join(DATA, "blog")).filter((file) => file.endsWith(".json"));
  const raw = read(`blog/${name!}`) as Json & { title: string; body: string[] };
  const slug = path.basename(name!, ".json");
  const subheading = "A Subheading Written in the Preview";
  const draft = { ...raw, datePublished: "2025-03-15", body: [...raw.body, `## ${subheading}`] };
  const post = await queryShapedFile(draft, kind, slug, context);
  expect(isPageKind(kind) && post.path).toBe(isPageKind(kind) && kind.route(slug));
  expect(post.bodyHtml).toEqual(expect.stringContaining(`>${subheading}</a></h2>`));
  expect(post.readTime).toMatch(/\d/);
  // The date as the site shows it: written out in the site's language (src/lib/shown-date.ts).
  expect(post.date).toBe(shownDate("2025-03-15", (read("site.json") as { language: string }).language));
  expect(post.image).toEqual(imageFile({ src: imageUrl(raw.image as string), width: 640, height: 360 }));
  const site = read("site.json") as { articlePage: { homeLabel: string; listLabel: string } };
  const lists = PAGE_FILES.filter((file) => (read(file).sections as Json[]).some((section) => section.type === "blogList")).map((file) =>
    routeOfPageReference(file.replace(/\.json$/, "")),
  );
  const crumbs = post.breadcrumbs as Array<{ label: string; to: string }>;
  expect(crumbs.map((crumb) => crumb.label)).toEqual([site.articlePage.homeLabel, site.articlePage.listLabel, raw.title]);
  expect(lists).toContain(crumbs[1]!.to);
  expect(crumbs[2]!.to).toBe(post.path);
});

describe("a list split into pages, however many entries its collection holds", () => {
  const paged = pagedKinds().filter((kind) => kind.largestPageSize !== undefined);
  let copy: string;
  /** A copy of data/ whose paged collections each hold one entry more than the largest page shows. */
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "preview-pages-"));
    fs.cpSync(DATA, copy, { recursive: true });
    for (const { collection, largestPageSize } of paged) {
      const kind = kindOf(collection.typeName);
      const folder = path.join(copy, isPageKind(kind) ? kind.directories[0]! : kind.directory);
      const files = fs.readdirSync(folder).filter((name) => name.endsWith(".json"));
      for (let extra = files.length; extra <= largestPageSize!; extra += 1)
        fs.copyFileSync(path.join(folder, files[0]!), path.join(folder, `zz-preview-extra-${extra}.json`));
    }
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  test("there is a paged list with a largest page size to check", () => {
    expect(paged.length).toBeGreaterThan(0);
  });

  test("the snapshot holds the collection's first entries up to the largest page size, in the list's order", () => {
    const data = previewData(copy);
    for (const { kind, collection, largestPageSize } of paged) {
      const all = readCollection(copy, collection) as Json[];
      expect(all.length).toBeGreaterThan(largestPageSize!);
      const held = data.collections[kind]![collection.field]!;
      expect(held.paged).toBe(true);
      expect((held.value as Json[]).map(entryKey)).toEqual(all.slice(0, largestPageSize).map(entryKey));
    }
  });

  test("a page's list section shows its own pageSize of them, the largest one included", async () => {
    const copyContext: PreviewContext = { data: previewData(copy), image: context.image };
    for (const { kind, collection, largestPageSize } of paged) {
      const all = readCollection(copy, collection) as Json[];
      for (const pageSize of [1, largestPageSize!]) {
        const page = { title: "A listing", sections: [{ type: kind, id: "list", pageSize }] };
        const shaped = (await queryShapedFile(page, kindOf("PageJson"), "a-listing", copyContext)) as Json & { sections: Json[] };
        expect((shaped.sections[0]![collection.field] as Json[]).map(entryKey)).toEqual(all.slice(0, pageSize).map(entryKey));
      }
    }
  });
});
