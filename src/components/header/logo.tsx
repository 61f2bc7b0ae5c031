import { SiteLink } from "../../ui/site-link";
import styled from "styled-components";

const LogoLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.navy}; }
`;

// The logo's (size, weight) pairs are ones the initial viewport shows anyway (the skip link's and the
// buttons' semibold, a hero badge's small bold; see the theme's font scale): each other pair would
// be one more font for the browser to look up before it lays out a page.
// Two initials fill the square; a third widens it rather than wrapping onto a second line.
const Mark = styled.span`
  display: grid;
  place-items: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding-inline: 0.375rem;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.corporate};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { font-size: ${({ theme }) => theme.fontSizes.xs}; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function initials(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
}

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
