import { css } from "styled-components";

/**
 * Large text that never breaks inside a word: a heading or a figure ("$500,000-$2,000,000", "125M+")
 * is set at its size from the theme, or smaller where its widest word would not fit the box it is
 * shown in. A long word in a page title at 320 px, or a cost range in a narrow card, then shrinks
 * instead of wrapping mid-word ("$2,000,00 / 0"). The widest word is measured from the text itself
 * on the server, so the HTML carries the size from its first byte (no script, no shift), whatever
 * text an editor writes; `overflow-wrap: anywhere` (src/theme/global-style.ts) stays the last resort.
 *
 * How: the box the text is fitted to declares itself a size container (`fitWidthContainer`), the text
 * carries its widest word's width in em (`widestWordStyle`), and its font size is the smaller of the
 * theme's and the container's width divided by that many em (`fittedFontSize`); the text itself is
 * written with `WholeWords` (src/ui/whole-words.tsx), so it breaks only where it was measured to.
 * Browsers without container units (before 2023) keep the theme's size.
 */

/** The custom property holding the widest word's width, in em of the bold face (a plain number). */
export const WIDEST_WORD_PROPERTY = "--widest-word-em";

/**
 * The advance of each printable ASCII character (from "!" to "~") in em, in DejaVu Sans Bold: the
 * widest face the site's font stack (`system-ui`, then the usual system faces, then `sans-serif`)
 * reaches on common systems, and the one Linux gives `system-ui`. macOS's, Windows' and Android's
 * faces are narrower, so a word measured so fits them too.
 */
const ASCII_ADVANCES = [
  0.46, 0.53, 0.84, 0.7, 1.01, 0.88, 0.31, 0.46, 0.46, 0.53, 0.84, 0.38, 0.42, 0.38, 0.37, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.4, 0.4, 0.84,
  0.84, 0.84, 0.59, 1, 0.78, 0.77, 0.74, 0.84, 0.69, 0.69, 0.83, 0.84, 0.38, 0.38, 0.78, 0.64, 1, 0.84, 0.86, 0.74, 0.86, 0.78, 0.73, 0.69, 0.82, 0.78, 1.11,
  0.78, 0.73, 0.73, 0.46, 0.37, 0.46, 0.84, 0.5, 0.5, 0.68, 0.72, 0.6, 0.72, 0.68, 0.44, 0.72, 0.72, 0.35, 0.35, 0.67, 0.35, 1.05, 0.72, 0.69, 0.72, 0.72, 0.5,
  0.6, 0.48, 0.72, 0.66, 0.93, 0.65, 0.66, 0.59, 0.72, 0.37, 0.72, 0.84,
] as const;
const FIRST_ASCII = 0x21; // "!"
/** Any other character (accented letters, dashes, symbols) counts as wide as the widest of those. */
const OTHER_ADVANCE = Math.max(...ASCII_ADVANCES);

/**
 * Where a line may break between words: white space, and after a hyphen that a letter follows
 * ("Contract-to-Hire"). A hyphen before a digit or a sign ("12-15", "$500,000-$2,000,000") joins:
 * such a range is one word, which `WholeWords` (src/ui/whole-words.tsx) keeps on one line, as
 * browsers would break it after the hyphen. The browser tests split text the same way.
 */
export const WORD_BOUNDARY = /\s+|(?<=-)(?=\p{L})/u;

const advanceOf = (character: string): number => {
  const code = character.codePointAt(0) ?? 0;
  return ASCII_ADVANCES[code - FIRST_ASCII] ?? OTHER_ADVANCE;
};

/** A space's advance in DejaVu Sans Bold, in em. */
const SPACE_ADVANCE = 0.35;

/**
 * The width, in em of the bold face, of `text` set on one line: every character's advance, white
 * space counted as one space. An upper bound for the site's faces in any weight it uses.
 */
export function lineWidthEm(text: string): number {
  let width = 0;
  for (const character of text) width += /\s/.test(character) ? SPACE_ADVANCE : advanceOf(character);
  return width;
}

/** The width, in em of the bold face, of the widest word of `texts` (0 when they hold none). */
export function widestWordEm(texts: readonly (string | null | undefined)[]): number {
  let widest = 0;
  for (const text of texts) {
    for (const word of (text ?? "").split(WORD_BOUNDARY)) {
      let width = 0;
      for (const character of word) width += advanceOf(character);
      widest = Math.max(widest, width);
    }
  }
  return widest;
}

/**
 * The inline style that gives fitted text its widest word: on each element whose text is fitted (the
 * browser tests find fitted text by it), the same for elements that share one size (a grid's figures).
 */
export function widestWordStyle(texts: readonly (string | null | undefined)[]): Record<string, string> {
  // Rounded up, so the figure errs towards fitting.
  return { [WIDEST_WORD_PROPERTY]: (Math.ceil(widestWordEm(texts) * 100) / 100).toString() };
}

/** The box the text is fitted to: its width (`cqi`) is what the widest word must fit. */
export const fitWidthContainer = css`
  container-type: inline-size;
`;

/** A font size of `size` at most, small enough for the widest word to fit the container's width. */
export const fittedFontSize = (size: string) => css`
  font-size: ${size};
  font-size: min(${size}, 100cqi / max(var(${WIDEST_WORD_PROPERTY}, 1), 1));
`;
