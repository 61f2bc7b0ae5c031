import styled from "styled-components";
import { countItems, itemColumns } from "./item-grid";

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

/** Cards in responsive columns of at least `$min` width (16rem unless given), never more columns than cards (see itemColumns). */
export const CardGrid = styled.ul.attrs(countItems)<{ $min?: string }>`
  ${({ $min }) => itemColumns($min ?? "16rem", "clamp(1rem, 2vw, 1.5rem)")}
  list-style: none;
  margin: 0;
  padding: 0;
`;
