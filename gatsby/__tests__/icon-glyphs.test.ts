/** @jest-environment node */
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../../src/ui/icon-names";
import { iconGlyph } from "../icon-glyphs";
import { iconGlyphExtension } from "../schema/icon";

const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** What lucide-react itself draws inside its <svg> for an icon. */
function lucideBody(name: string): string {
  const component = (lucide as unknown as Record<string, ComponentType>)[pascalCase(name)];
  if (!component) throw new Error(`lucide-react has no ${pascalCase(name)}`);
  return renderToStaticMarkup(createElement(component))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
}

test.each(ICON_NAMES)("%s is drawn with exactly the shapes lucide-react draws", (name) => {
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
