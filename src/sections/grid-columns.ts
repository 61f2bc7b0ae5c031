/**
 * Minimum card width for a CardGrid of `count` cards, so a full-width grid fills its rows as evenly
 * as it can: four columns for 4, 8 or 12 cards, three for 3, 6, 9 or 5 (3 + 2), 16rem otherwise
 * (7 cards become 4 + 3). Any count works: the grid wraps, a lone last card keeps its width.
 */
export function cardMinWidth(count: number): string {
  if (count % 4 === 0) return "14rem";
  if (count % 3 === 0 || count === 5) return "19rem";
  return "16rem";
}
