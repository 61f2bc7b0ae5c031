/** @jest-environment node */
import fc from "fast-check";
import { fillPattern, fillPatternWithin, shortenText } from "../text-pattern";

test("each blank takes its value; a blank with no value stays as written", () => {
  expect(fillPattern("{title} — page {page}", { title: "Blog", page: 2 })).toBe("Blog — page 2");
  expect(fillPattern("{category} articles {typo}", { category: "SAP BTP" })).toBe("SAP BTP articles {typo}");
});

test("a text too long is cut at a word's end and says so", () => {
  expect(shortenText("Microsoft Dynamics Microsoft Dynamics", 20)).toBe("Microsoft Dynamics…");
  expect(shortenText("Supercalifragilistic", 6)).toBe("Super…");
  expect(shortenText("Short", 5)).toBe("Short");
});

test("a filled text over its limit shortens the longest value, keeping the pattern's own words and numbers", () => {
  const category = "Microsoft Dynamics 365 Finance and Supply";
  expect(fillPatternWithin("{category} articles", { category }, 70)).toBe(`${category} articles`);
  expect(fillPatternWithin("Articles on {category}, newest first", { category }, 40)).toBe("Articles on Microsoft…, newest first");
  expect(fillPatternWithin("{title} — page {page}", { title: "x".repeat(70), page: 12 }, 70)).toMatch(/^x+… — page 12$/);
});

test("whatever the pattern and values, the filled text fits its limit", () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 80 }),
      fc.nat({ max: 999 }),
      fc.integer({ min: 1, max: 90 }),
      (words, title, page, max) => {
        const pattern = `${words} {title} {title} — {page}`;
        const text = fillPatternWithin(pattern, { title, page }, max);
        expect(text.length).toBeLessThanOrEqual(max);
        // With room for the pattern's own words and a "…" in each blank, those words stay whole.
        if (fillPattern(pattern, { title: "", page }).length + 2 <= max) expect(text.endsWith(` — ${page}`)).toBe(true);
      },
    ),
  );
});
