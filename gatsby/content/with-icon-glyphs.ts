import type { IconGlyph } from "./icon-glyphs";

/** A JSON value with every `icon` name replaced by its glyph, as GraphQL answers it. */
export type WithIconGlyphs<T> = T extends readonly (infer Item)[]
  ? WithIconGlyphs<Item>[]
  : T extends object
    ? { [Key in keyof T]: Key extends "icon" ? (T[Key] extends string ? IconGlyph : WithIconGlyphs<T[Key]>) : WithIconGlyphs<T[Key]> }
    : T;

/**
 * Content from data/*.json with its icon names drawn, as the `@iconGlyph` field answers them
 * (gatsby/schema/icon.ts): `glyphOf` looks a name up (gatsby/content/icon-glyphs.ts, or the glyphs the CMS
 * preview's snapshot holds) and says what an unknown name becomes.
 */
export function withIconGlyphs<T>(value: T, glyphOf: (name: string) => IconGlyph | null): WithIconGlyphs<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => withIconGlyphs(item, glyphOf)) as WithIconGlyphs<T>;
  if (value === null || typeof value !== "object") return value as WithIconGlyphs<T>;
  const entries = Object.entries(value).map(([key, child]: [string, unknown]): [string, unknown] =>
    key === "icon" && typeof child === "string" ? [key, glyphOf(child)] : [key, withIconGlyphs(child, glyphOf)],
  );
  return Object.fromEntries(entries) as WithIconGlyphs<T>;
}
