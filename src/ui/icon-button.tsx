import styled from "styled-components";

/** A square, icon-only button (44×44 px target). Callers must give it an aria-label. */
export const IconButton = styled.button.attrs({ type: "button" })`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;
