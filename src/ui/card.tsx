import { Children } from "react";
import styled from "styled-components";

/** A bordered content panel; `as` lets lists render cards as <li> or <article>. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: clamp(1.25rem, 2.5vw, 1.75rem);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin: 0; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

/**
 * Lays cards out in responsive columns of at least `min` width: as many as fit, stretched to fill
 * the row, and never more columns than cards. The number of cards comes from the server's HTML
 * (`--cards`), not from how many the browser has parsed so far: with `repeat(auto-fit, …)` a
 * browser that paints while the list is still arriving would lay the first cards out wider (two
 * cards, two columns) and shift them when the rest arrive. Each column is at least as wide as one
 * of `--cards` equal columns (less a tenth of a pixel against rounding), so `auto-fill` makes at
 * most that many.
 */
export const CardGrid = styled.ul.attrs<{ $min?: string }>(({ children, style }) => {
  const cards: Record<string, number> = { "--cards": Math.max(Children.count(children), 1) };
  return { style: { ...cards, ...style } };
})`
  --card-gap: clamp(1rem, 2vw, 1.5rem);
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(min(100%, ${({ $min }) => $min ?? "16rem"}), calc((100% - (var(--cards) - 1) * var(--card-gap)) / var(--cards) - 0.1px)), 1fr)
  );
  gap: var(--card-gap);
  list-style: none;
  margin: 0;
  padding: 0;
`;
