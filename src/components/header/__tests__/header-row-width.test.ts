/** @jest-environment node */
import { lineWidthEm } from "../../../ui/fit-widest-word";
import { headerRow, headerRowWidth, HEADER_ROW, type HeaderLabels } from "../header-row-width";

const LABELS: HeaderLabels = {
  logoText: "Fixture Co",
  logoTagline: "Tests",
  header: { servicesLabel: "Offers", links: [{ label: "About" }, { label: "Stories" }], ctaLabel: "Call us" },
};

const withHeader = (header: Partial<HeaderLabels["header"]>): HeaderLabels => ({ ...LABELS, header: { ...LABELS.header, ...header } });
const withLinks = (...labels: string[]): HeaderLabels => withHeader({ links: labels.map((label) => ({ label })) });

test("a short row shows from the layout's own breakpoint, 64em, and fits the site's container", () => {
  expect(headerRowWidth(LABELS)).toBeLessThan(40);
  expect(headerRow(LABELS)).toEqual({ from: 64, maxWidth: 76 });
});

test("each label counts: a longer one or one more link widens the row by at least its text", () => {
  const base = headerRowWidth(LABELS);
  expect(headerRowWidth(withHeader({ ctaLabel: "Call us today" }))).toBeCloseTo(base + lineWidthEm(" today"));
  expect(headerRowWidth(withHeader({ servicesLabel: "Offers and more" }))).toBeGreaterThan(base);
  expect(headerRowWidth({ ...LABELS, logoText: "Fixture Company" })).toBeCloseTo(base + lineWidthEm("mpany"));
  const oneMore = headerRowWidth(withLinks("About", "Stories", "Blog"));
  expect(oneMore).toBeGreaterThanOrEqual(base + 2 * HEADER_ROW.itemPadding + HEADER_ROW.itemGap + 0.9 * lineWidthEm("Blog"));
});

test("the tagline counts where it is wider than the logo's text, at its smaller size", () => {
  const tagline = "A tagline much longer than the logo's own text";
  const width = headerRowWidth({ ...LABELS, logoTagline: tagline });
  expect(width).toBeCloseTo(headerRowWidth(LABELS) - lineWidthEm(LABELS.logoText) + HEADER_ROW.taglineSize * lineWidthEm(tagline));
});

test("a row wider than the layout's breakpoint moves the switch out, by a quarter em at a time, with room for the gutters and a scrollbar", () => {
  const many = withLinks(...Array.from({ length: 9 }, (_, index) => `Section number ${index + 1}`));
  const row = headerRowWidth(many);
  const { from } = headerRow(many);
  expect(from).toBeGreaterThan(64);
  expect(from * 4).toBe(Math.round(from * 4));
  expect(from).toBeGreaterThanOrEqual(row + 4 + 1);
  expect(from).toBeLessThan(row + 4 + 1.125 + 0.25);
});

test("a row wider than the site's container widens the header's container, so some window fits it", () => {
  const long = withLinks(...Array.from({ length: 20 }, (_, index) => `A long link label ${index + 1}`));
  const row = headerRowWidth(long);
  const { from, maxWidth } = headerRow(long);
  expect(row).toBeGreaterThan(76);
  expect(maxWidth).toBeGreaterThanOrEqual(row + 4);
  expect(from).toBeGreaterThanOrEqual(maxWidth);
});
