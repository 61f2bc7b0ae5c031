import { Children, type CSSProperties, type ReactNode } from "react";
import { css } from "styled-components";

/** The custom property on a grid's element: how many items the server rendered into it. */
export const ITEM_COUNT_PROPERTY = "--items";

/**
 * `.attrs` of a grid laid out with `itemColumns`: sets `--items` to the number of its children as
 * rendered on the server, so the HTML carries it from the first byte.
 */
export function countItems({ children, style }: { children?: ReactNode; style?: CSSProperties }): { style: CSSProperties } {
  // What renders: `Children.count` would also count a `false`, `null` or `undefined` child.
  const count: Record<string, number> = { [ITEM_COUNT_PROPERTY]: Math.max(Children.toArray(children).length, 1) };
  return { style: { ...count, ...style } };
}

/**
 * Responsive columns of at least `min` width: as many as fit, stretched to fill the row, and never
 * more columns than items. The number of items comes from the server's HTML (`countItems`), not
 * from how many the browser has parsed so far: with `repeat(auto-fit, …)` a browser that paints
 * while the page is still arriving would lay the first items out wider (two items, two columns)
 * and shift them when the rest arrive. Each column is at least as wide as one of `--items` equal
 * columns (less a tenth of a pixel against rounding), so `auto-fill` makes at most that many.
 */
export const itemColumns = (min: string, gap: string) => css`
  --item-gap: ${gap};
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(min(100%, ${min}), calc((100% - (var(${ITEM_COUNT_PROPERTY}) - 1) * var(--item-gap)) / var(${ITEM_COUNT_PROPERTY}) - 0.1px)), 1fr)
  );
  gap: var(--item-gap);
`;
