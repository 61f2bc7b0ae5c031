/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import blogSchema from "../../data/schemas/blog-post.schema.json";
import caseStudySchema from "../../data/schemas/case-study.schema.json";
import { CARD_PADDING, CARD_SIZE, type CardText } from "../social-cards/card-layout";
import { altText, cardAddress, publish } from "../social-cards/field";
import { cachedCard, cardHash, renderCard } from "../social-cards/render";
import { temporaryDirectory } from "../../jest/temporary-directory";

jest.setTimeout(60_000);

/** The longest texts the schemas allow, in the widest letters and without a space to break at. */
const MAX_TITLE = Math.max(blogSchema.properties.title.maxLength, caseStudySchema.properties.title.maxLength);
const MAX_LABEL = blogSchema.properties.category.maxLength;
const base: CardText = { title: "Short", label: "Case study", brand: "Offshore ERP Consulting", host: "www.example.com" };
const widest = (length: number) => "W".repeat(length);
const wordy = (length: number) => "Wide Words Wrap ".repeat(length).slice(0, length);

type Pixels = { data: Buffer; width: number; height: number };
async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** How many pixels of the region differ between two cards of the same size. */
function differing(a: Pixels, b: Pixels, region: { left: number; top: number; right: number; bottom: number }): number {
  let count = 0;
  for (let y = region.top; y < region.bottom; y += 1) {
    for (let x = region.left; x < region.right; x += 1) {
      const at = (y * a.width + x) * 3;
      if (a.data[at] !== b.data[at] || a.data[at + 1] !== b.data[at + 1] || a.data[at + 2] !== b.data[at + 2]) count += 1;
    }
  }
  return count;
}

test("a card is a 1200x630 PNG", async () => {
  const metadata = await sharp(await renderCard(base)).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", CARD_SIZE.width, CARD_SIZE.height]);
});

test.each([
  ["one unbroken word", widest(MAX_TITLE), widest(MAX_LABEL)],
  ["words", wordy(MAX_TITLE), wordy(MAX_LABEL)],
])("the longest title and label the schemas allow (%s) stay inside the card's text area", async (_name, title, label) => {
  const short = await pixels(await renderCard(base));
  const long = await pixels(await renderCard({ ...base, title, label }));
  // The right-hand margin and the brand line at the foot are the same as on a card with a short
  // title: nothing of the long text reaches them.
  const rightMargin = { left: CARD_SIZE.width - CARD_PADDING.x, top: 0, right: CARD_SIZE.width, bottom: CARD_SIZE.height };
  const foot = { left: 0, top: CARD_SIZE.height - 170, right: CARD_SIZE.width, bottom: CARD_SIZE.height };
  expect(differing(short, long, rightMargin)).toBe(0);
  expect(differing(short, long, foot)).toBe(0);
  // And the title was drawn: the text area differs.
  expect(differing(short, long, { left: CARD_PADDING.x, top: CARD_PADDING.y, right: CARD_SIZE.width - CARD_PADDING.x, bottom: 400 })).toBeGreaterThan(0);
});

test("a card is drawn once per text and renderer: the cache answers the second time, a changed title draws anew", async () => {
  const cache = temporaryDirectory("cards");
  const first = await cachedCard(base, cache);
  const again = await cachedCard(base, cache);
  const changed = await cachedCard({ ...base, title: "Another title" }, cache);
  expect([first.drawn, again.drawn, changed.drawn]).toEqual([true, false, true]);
  expect(again.file).toBe(first.file);
  expect(changed.hash).not.toBe(first.hash);
  expect(cardHash(base)).toBe(first.hash);
  expect(fs.readdirSync(cache).sort()).toEqual([`${first.hash}.png`, `${changed.hash}.png`].sort());
});

test("the card's address follows the page's address, with the card's hash", () => {
  expect(cardAddress("/blog/some-post", "0123456789abcdef")).toBe("/social-cards/blog/some-post-0123456789ab.png");
  expect(cardAddress("/sap-btp", "fedcba9876543210")).toBe("/social-cards/sap-btp-fedcba987654.png");
});

test("the alternative text fills the site's template", () => {
  expect(altText("{label}: {title}. {brand}", { title: "T", label: "L", brand: "B" })).toBe("L: T. B");
});

test("publishing a page's new card removes its earlier cards, never another page's", () => {
  const root = temporaryDirectory("cards-public");
  const cached = path.join(root, "cached.png");
  fs.writeFileSync(cached, "png");
  const folder = path.join(root, "social-cards");
  fs.mkdirSync(folder);
  for (const name of ["sap-0123456789ab.png", "sap-btp-0123456789ab.png", "sap-ab-ffffffffffff.png"]) fs.writeFileSync(path.join(folder, name), "old");
  publish(cached, "/social-cards/sap-aaaaaaaaaaaa.png", root);
  expect(fs.readdirSync(folder).sort()).toEqual(["sap-aaaaaaaaaaaa.png", "sap-ab-ffffffffffff.png", "sap-btp-0123456789ab.png"]);
});
