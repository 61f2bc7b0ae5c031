import type { GraphQLFieldResolver } from "gatsby/graphql";
import { iconGlyph } from "../content/icon-glyphs";

/**
 * `icon: IconGlyph! @iconGlyph` on a type reads the JSON field's icon name and answers with the
 * icon's SVG shapes (gatsby/content/icon-glyphs.ts); GraphiQL users still see the name as `icon { name }`.
 */
export const iconTypeDefs = /* GraphQL */ `
  "A decorative icon named in data/ (src/ui/icon-names.ts), drawn at build time."
  type IconGlyph {
    "The name in the JSON file, e.g. database."
    name: String!
    "The SVG elements inside a 24x24 viewBox, stroke-drawn."
    body: String!
  }
`;

type Source = Record<string, unknown>;

const resolveIconGlyph: GraphQLFieldResolver<Source, unknown> = (source, _args, _context, info) => {
  const name = source[info.fieldName];
  if (name === undefined || name === null) return null;
  const glyph = typeof name === "string" ? iconGlyph(name) : null;
  // Content validation names the file first; this guards data that skipped it.
  if (!glyph)
    throw new Error(`Unknown icon "${typeof name === "string" ? name : JSON.stringify(name)}" in field "${info.fieldName}" (see src/ui/icon-names.ts)`);
  return glyph;
};

export const iconGlyphExtension = {
  name: "iconGlyph",
  extend: () => ({ resolve: resolveIconGlyph }),
};
