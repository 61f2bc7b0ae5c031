/** @jest-environment jsdom */
import { createIcons, icons } from "lucide";
import { ICON_NAMES } from "../../src/ui/icon-names";
import { iconGlyph } from "../content/icon-glyphs";
import { iconGlyphExtension } from "../schema/icon";

/**
 * What lucide's own DOM renderer draws inside its <svg> for an icon name: it looks the name up and
 * builds the elements itself, so a wrong lookup or serialisation in icon-glyphs.ts shows here.
 */
function lucideBody(name: string): string {
  const root = document.createElement("div");
  const placeholder = document.createElement("i");
  placeholder.setAttribute("data-lucide", name);
  root.append(placeholder);
  createIcons({ icons, root });
  const svg = root.querySelector("svg");
  if (!svg) throw new Error(`lucide has no icon "${name}"`);
  return svg.innerHTML;
}

test.each(ICON_NAMES)("%s is drawn with exactly the shapes lucide draws", (name) => {
  const glyph = iconGlyph(name);
  expect(glyph?.name).toBe(name);
  expect(glyph?.body).toBe(lucideBody(name));
  expect(glyph?.body).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
});

test("an unknown name has no glyph", () => {
  expect(iconGlyph("not-an-icon")).toBeNull();
});

describe("the @iconGlyph field", () => {
  const { resolve } = iconGlyphExtension.extend();
  const info = { fieldName: "icon" } as Parameters<typeof resolve>[3];

  test("answers the JSON name with its glyph, and an absent optional icon with null", () => {
    expect(resolve({ icon: "database" }, {}, {}, info)).toEqual(iconGlyph("database"));
    expect(resolve({}, {}, {}, info)).toBeNull();
  });

  test("stops the query on an unknown name, naming the field", () => {
    expect(() => resolve({ icon: "databse" }, {}, {}, info)).toThrow('Unknown icon "databse" in field "icon"');
  });
});
