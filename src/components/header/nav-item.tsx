import { SiteLink } from "../../ui/site-link";
import styled, { css } from "styled-components";
import { HEADER_ROW } from "./header-row-width";
import { currentPageLook } from "../../theme/current-page";

const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0.5rem ${HEADER_ROW.itemPadding}rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-decoration: none;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  ${currentPageLook()}
`;

/** A top-level header link; aria-current marks the page the visitor is on. */
export const NavLink = styled(SiteLink)`${navItemStyles}`;
export const NavButton = styled.button`${navItemStyles}`;
