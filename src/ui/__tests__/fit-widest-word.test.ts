/** @jest-environment node */
import { WIDEST_WORD_PROPERTY, WORD_BOUNDARY, lineWidthEm, widestWordEm, widestWordStyle } from "../fit-widest-word";

test("a word's width is the sum of its characters' advances: wider letters make a wider word", () => {
  expect(widestWordEm(["iiii"])).toBeLessThan(widestWordEm(["MMMM"]));
  expect(widestWordEm(["MMMM"])).toBeCloseTo(4 * widestWordEm(["M"]));
  expect(widestWordEm(["Implementation"])).toBeGreaterThan(widestWordEm(["Implement"]));
});

test("the widest word of several texts counts, not their length", () => {
  expect(widestWordEm(["a b c d e f g h", "Implementation"])).toBeCloseTo(widestWordEm(["Implementation"]));
  expect(widestWordEm(["SAP S/4HANA Implementation for Manufacturers"])).toBeCloseTo(widestWordEm(["Implementation"]));
});

test("a hyphen before a letter ends a word; a range of figures stays one word", () => {
  expect("Contract-to-Hire".split(WORD_BOUNDARY)).toEqual(["Contract-", "to-", "Hire"]);
  expect("$500,000-$2,000,000".split(WORD_BOUNDARY)).toEqual(["$500,000-$2,000,000"]);
  expect("12-15 hours".split(WORD_BOUNDARY)).toEqual(["12-15", "hours"]);
  expect(widestWordEm(["Contract-to-Hire"])).toBeCloseTo(widestWordEm(["Contract-"]));
});

test("a character outside printable ASCII counts as wide as the widest ASCII character", () => {
  const widestAscii = Math.max(...Array.from({ length: 94 }, (_, index) => widestWordEm([String.fromCharCode(33 + index)])));
  expect(widestWordEm(["é"])).toBe(widestAscii);
  expect(widestWordEm(["—"])).toBe(widestAscii);
});

test("no text, or white space alone, has no widest word; the style then still holds a number", () => {
  expect(widestWordEm([])).toBe(0);
  expect(widestWordEm([null, undefined, "  "])).toBe(0);
  expect(widestWordStyle([null])).toEqual({ [WIDEST_WORD_PROPERTY]: "0" });
});

test("the style rounds the width up to a hundredth, so the text errs towards fitting", () => {
  const width = widestWordEm(["125M+"]);
  const styled = Number(widestWordStyle(["125M+"])[WIDEST_WORD_PROPERTY]);
  expect(styled).toBeGreaterThanOrEqual(width);
  expect(styled - width).toBeLessThan(0.01);
});

test("a line's width is its words' widths and a space's for each white-space character", () => {
  const space = lineWidthEm(" ");
  expect(space).toBeGreaterThan(0);
  expect(space).toBeLessThan(widestWordEm(["i"]) + 0.01);
  expect(lineWidthEm("Case Studies")).toBeCloseTo(widestWordEm(["Case"]) + space + widestWordEm(["Studies"]));
  expect(lineWidthEm("Case\tStudies")).toBeCloseTo(lineWidthEm("Case Studies"));
  expect(lineWidthEm("")).toBe(0);
});
