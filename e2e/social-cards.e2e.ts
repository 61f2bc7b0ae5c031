import fs from "fs";
import path from "path";
import sharp from "sharp";
import { CARD_SIZE } from "../gatsby/social-cards/card-layout";
import { filesUnder } from "../gatsby/files/files-under";
import { resolveSiteUrl } from "../gatsby/env/site-url";
import { builtPageHtml, metaContent } from "./support/built-head";
import { blogPosts, caseStudies, servicePages } from "./support/content";

/**
 * Every page worth sharing (every article, case study and service page naming its service) shares its own
 * card: og:image and twitter:image name the same absolute URL, the PNG is in the build at that
 * address and is 1200x630, and the alternative text names the page's title.
 */
const SITE_URL = resolveSiteUrl();
const PUBLIC = path.resolve("public");

const shareable = [
  ...blogPosts().map((post) => ({ path: post.path, title: post.title })),
  ...caseStudies().map((study) => ({ path: study.path, title: study.title })),
  // A service page's card is drawn from the service it names (structured data of a Service); a page in data/services naming none shares the site's image.
  ...servicePages()
    .filter((service) => service.serviceName !== undefined)
    .map((service) => ({ path: service.path, title: service.serviceName! })),
];

test.each(shareable.map((page) => [page.path, page]))("%s shares its own 1200x630 card", async (_path, page) => {
  const html = builtPageHtml(page.path);
  const image = metaContent(html, "og:image") ?? "";
  expect(image.startsWith(`${SITE_URL}/social-cards/`)).toBe(true);
  expect(metaContent(html, "twitter:image")).toBe(image);
  expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height")]).toEqual([String(CARD_SIZE.width), String(CARD_SIZE.height)]);
  expect(metaContent(html, "og:image:alt")).toContain(page.title);
  expect(metaContent(html, "twitter:image:alt")).toContain(page.title);
  const file = path.join(PUBLIC, new URL(image).pathname);
  const { width, height, format } = await sharp(fs.readFileSync(file)).metadata();
  expect({ width, height, format }).toEqual({ ...CARD_SIZE, format: "png" });
});

test("no two pages share a card", () => {
  const images = shareable.map((page) => metaContent(builtPageHtml(page.path), "og:image"));
  expect(new Set(images).size).toBe(shareable.length);
});

test("nothing of the cards or feeds reaches a browser bundle", () => {
  const scripts = filesUnder(PUBLIC, ".js").filter((file) => !file.includes(`${path.sep}social-cards${path.sep}`));
  for (const file of scripts) {
    const text = fs.readFileSync(file, "utf8");
    expect([path.relative(PUBLIC, file), /satori|@fontsource|rss\.xml|atom\.xml/.test(text)]).toEqual([path.relative(PUBLIC, file), false]);
  }
});
