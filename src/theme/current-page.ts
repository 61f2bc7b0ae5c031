import { css } from "styled-components";
import type { DefaultTheme } from "styled-components";

/**
 * How a link to the page being shown looks: what a screen reader announces as the current page
 * (`aria-current="page"`, set by ../ui/site-link.tsx) is shown too, in a colour and a weight (the
 * weight stays in a forced-colors mode). The colour is the primary one on light surfaces; a dark
 * surface (the footer) passes its bright accent. Placed inside the rule for the link itself, or for
 * the links of a list (`a { … }`). The page audit checks every chosen item against the rest of its
 * set (e2e/support/forced-colors.ts).
 */
export const currentPageLook = (colour: keyof DefaultTheme["colors"] = "primary") => css`
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors[colour]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
