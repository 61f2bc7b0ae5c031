/**
 * The items of a collection (articles, case studies) whose pages a page test checks field by field:
 * the first and the last in the collection's order, and the one with the most data (where a long
 * title, body or list has the most to go wrong). Each item's page comes from one template, so the
 * rest would repeat the same check on other words; every item's page is still loaded by the link
 * check and read by the per-route tests of headers, metadata and scripts. The checks then cost the
 * same with ten articles or a thousand, as the page audit's routes do (routes-to-audit.ts).
 */
export function itemsToCheck<T>(items: readonly T[]): T[] {
  if (items.length === 0) return [];
  const sizes = items.map((item) => JSON.stringify(item).length);
  const richest = items[sizes.indexOf(Math.max(...sizes))]!;
  return [...new Set([items[0]!, richest, items.at(-1)!])];
}
