import type { ReactNode } from "react";
import styled from "styled-components";
import { useSiteData } from "../lib/use-site-data";
import { SiteFooter } from "./footer/site-footer";
import SiteHeader from "./header/site-header.island";

// Out of sight above the page until focused, moved up by its own height: a text of several lines
// (an editor's, or a narrow phone) stays out of sight too.
const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: 0.75rem;
  transform: translateY(calc(-100% - 1rem));
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus { transform: none; color: ${({ theme }) => theme.colors.onDark}; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;

export const MAIN_CONTENT_ID = "main-content";

/** The shell around every page: skip link, sticky header, main landmark, footer. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { ui } = useSiteData();
  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{ui.skipLink}</SkipLink>
      <SiteHeader pathname={pathname} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
