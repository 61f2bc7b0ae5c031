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

/** Lays cards out in responsive columns of at least `min` width. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? "16rem"}), 1fr));
  gap: clamp(1rem, 2vw, 1.5rem);
  list-style: none;
  margin: 0;
  padding: 0;
`;
