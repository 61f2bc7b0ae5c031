/** @jest-environment node */
import fc from "fast-check";
import { categoriesOf, categoryPagePath, categorySlug, listingPages, numberedPagePath, pageCount } from "../listings/listing-pages";
import { fillPattern } from "../../src/lib/text-pattern";

test("a listing has as many pages as its items fill, and one when it is empty", () => {
  expect([pageCount(0, 12), pageCount(1, 12), pageCount(12, 12), pageCount(13, 12), pageCount(310, 12)]).toEqual([1, 1, 1, 2, 26]);
  expect(() => pageCount(10, 0)).toThrow(/at least 1/);
  expect(() => pageCount(10, 2.5)).toThrow(/whole number/);
});

test("page 1 keeps the list page's address; page n is <address>/<n>", () => {
  expect([numberedPagePath("/blog", 1), numberedPagePath("/blog", 2), numberedPagePath("/blog/", 3)]).toEqual(["/blog", "/blog/2", "/blog/3"]);
  const pages = listingPages("/blog", 12, 25);
  expect(pages.map(({ path, skip, limit }) => [path, skip, limit])).toEqual([
    ["/blog", 0, 12],
    ["/blog/2", 12, 12],
    ["/blog/3", 24, 12],
  ]);
  expect(pages.map(({ position }) => position.page)).toEqual([1, 2, 3]);
  for (const { position } of pages) expect(position.paths).toEqual(["/blog", "/blog/2", "/blog/3"]);
});

test("every item is on exactly one page, in order, and no page holds more than the page size", () => {
  fc.assert(
    fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, size) => {
      const pages = listingPages("/list", size, total);
      const shown = pages.flatMap(({ skip, limit }) => Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, index) => skip + index));
      expect(shown).toEqual(Array.from({ length: total }, (_, index) => index));
      expect(pages.every(({ limit }) => limit <= size)).toBe(true);
      expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
    }),
  );
});

test("a category's address: lower case, accents dropped, one hyphen for each run of other characters", () => {
  expect(["SAP BTP", "Dynamics 365", "Test & QA", "  Offshore  Delivery ", "Économie", "ERP/CRM"].map(categorySlug)).toEqual([
    "sap-btp",
    "dynamics-365",
    "test-qa",
    "offshore-delivery",
    "economie",
    "erp-crm",
  ]);
  expect(categoryPagePath("/blog", "SAP BTP")).toBe("/blog/category/sap-btp");
  // No letter or digit: its characters' code points.
  expect(["++", "🚀", " "].map(categorySlug)).toEqual(["2b-2b", "1f680", "20"]);
});

test("any category makes an address of letters, digits and single inner hyphens, the same every time", () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 40, unit: "grapheme" }), (category) => {
      const slug = categorySlug(category);
      expect(slug).toMatch(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u);
      expect(categorySlug(category)).toBe(slug);
    }),
  );
});

test("categories are counted once each; two spellings of one address stop the build naming both, each with a file that uses it, and the field", () => {
  const inFile = (category: string, file: string) => ({ category, file });
  expect(categoriesOf([inFile("SAP BTP", "data/blog/a.json"), inFile("Testing", "data/blog/b.json"), inFile("SAP BTP", "data/blog/c.json")])).toEqual([
    { category: "SAP BTP", count: 2 },
    { category: "Testing", count: 1 },
  ]);
  expect(() => categoriesOf([inFile("SAP BTP", "data/blog/a.json"), inFile("SAP BTP", "data/blog/c.json"), inFile("SAP-BTP", "data/blog/d.json")])).toThrow(
    'the categories "SAP BTP" (data/blog/a.json) and "SAP-BTP" (data/blog/d.json) make one address (sap-btp): write the field "category" the same way in both',
  );
  expect(() => categoriesOf([{ category: "SAP BTP" }, { category: "SAP-BTP" }])).toThrow(
    /^the categories "SAP BTP" and "SAP-BTP" make one address \(sap-btp\)/,
  );
});

test("a pattern's blanks take their values; an unknown blank stays as written", () => {
  expect(fillPattern("{title} — page {page}", { title: "Blog", page: 2 })).toBe("Blog — page 2");
  expect(fillPattern("{categry} articles", { category: "SAP" })).toBe("{categry} articles");
});
