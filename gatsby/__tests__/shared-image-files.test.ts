/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * A listed item's card and its own page show one image: both queries ask for it with the same
 * arguments, so image processing makes one set of files per image, not two (each set is every
 * width in every format, the largest part of a build that grows with the articles).
 */
const SHOWN_TWICE = [
  { card: "src/components/blog/blog-post-card.tsx", page: "src/templates/blog-post.tsx" },
  { card: "src/components/case-study/case-study-card.tsx", page: "src/templates/case-study.tsx" },
];

const imageArguments = (file: string): string[] =>
  [...fs.readFileSync(path.resolve(file), "utf8").matchAll(/gatsbyImageData\(([^)]*)\)/g)].map((match) => (match[1] ?? "").replace(/\s+/g, " ").trim());

test.each(SHOWN_TWICE)("$card asks for the image with the arguments of $page", ({ card, page }) => {
  const [pageArguments, ...more] = imageArguments(page);
  expect(more).toEqual([]);
  expect(pageArguments).toBeDefined();
  expect(imageArguments(card)).toEqual([pageArguments]);
});
