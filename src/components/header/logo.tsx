import { SiteLink } from "../../ui/site-link";
import styled from "styled-components";
import { HEADER_ROW } from "./header-row-width";
import { initials } from "./initials";

const LogoLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${HEADER_ROW.markGap}rem;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.navy}; }
`;

// The logo's (size, weight) pairs are ones the initial viewport shows anyway (the skip link's and the
// buttons' semibold, a hero badge's small bold; see the theme's font scale): each other pair would
// be one more font for the browser to look up before it lays out a page.
// Two initials fill the square; a third widens it rather than wrapping onto a second line, and the
// words beside it, not the mark, give way to a long name (they are cut short below).
const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  min-width: ${HEADER_ROW.markWidth}rem;
  height: 2.25rem;
  padding-inline: ${HEADER_ROW.markPadding}rem;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.corporate};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

// Where the header is narrower than the words (a long name on a phone), the text shows two lines
// and the tagline one, cut short, so the logo stays inside the header's fixed height; the link's
// name is the company's name in full.
const clampedTo = (lines: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.1;
  strong { ${clampedTo(2)} font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { ${clampedTo(1)} font-size: ${({ theme }) => theme.fontSizes.xs}; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

type LogoProps = { text: string; tagline: string; siteName: string };

/** The home link; its accessible name is the company name, the mark is decorative. */
export function Logo({ text, tagline, siteName }: LogoProps) {
  return (
    <LogoLink to="/" aria-label={`${siteName}, home`}>
      <Mark aria-hidden="true">{initials(text)}</Mark>
      <Words aria-hidden="true">
        <strong>{text}</strong>
        <span>{tagline}</span>
      </Words>
    </LogoLink>
  );
}
