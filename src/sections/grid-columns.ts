/**
 * Minimum card width for a CardGrid of `count` cards, chosen so a full-width grid fills its rows
 * evenly: four columns for 4, 8 or 12 cards, three for 3, 6 or 9 (never a lone last card).
 */
export function cardMinWidth(count: number): string {
  if (count % 4 === 0) return "14rem";
  if (count % 3 === 0) return "19rem";
  return "16rem";
}
