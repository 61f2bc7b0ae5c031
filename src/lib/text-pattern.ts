/**
 * A text of data/ with named blanks, e.g. "{title} — page {page}": each `{name}` replaced by its
 * value; a blank with no value stays as written, so a typo in the data shows on the page instead of
 * vanishing.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}
