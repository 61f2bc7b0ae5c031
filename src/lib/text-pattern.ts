/**
 * A text of data/ with named blanks, e.g. "{title} — page {page}": each `{name}` replaced by its
 * value; a blank with no value stays as written, so a typo in the data shows on the page instead of
 * vanishing.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}

/** `text` cut to at most `maxLength` characters at a word's end, with "…" saying something is left out. */
export function shortenText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength < 1) return "";
  const room = text.slice(0, maxLength - 1);
  const wordEnd = room.search(/\s+\S*$/);
  return `${(wordEnd > 0 ? room.slice(0, wordEnd) : room).trimEnd()}…`;
}

/**
 * `fillPattern` for a text with a limit, such as a page's title: when the filled text is longer
 * than `maxLength`, the longest values are shortened (each within its blanks) until it fits, so the
 * pattern's own words, a page number among them, stay whole. Each text is valid on its own (a
 * category of 40 characters, a pattern of 60); only together can they be too long.
 */
export function fillPatternWithin(pattern: string, values: Readonly<Record<string, string | number>>, maxLength: number): string {
  const shortened: Record<string, string | number> = { ...values };
  let text = fillPattern(pattern, shortened);
  while (text.length > maxLength) {
    const longest = Object.entries(shortened)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 1 && pattern.includes(`{${entry[0]}}`))
      .sort((a, b) => b[1].length - a[1].length)[0];
    if (!longest) return shortenText(text, maxLength);
    const [name, value] = longest;
    const blanks = pattern.split(`{${name}}`).length - 1;
    shortened[name] = shortenText(value, Math.max(1, value.length - Math.ceil((text.length - maxLength) / blanks)));
    text = fillPattern(pattern, shortened);
  }
  return text;
}
