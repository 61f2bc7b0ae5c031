import { css } from "styled-components";

/*
 * A forced-colors mode (Windows' contrast themes, and browsers' own) draws every page in the
 * visitor's few system colours and drops shadows and background gradients. What the site shows by
 * colour or shadow alone would vanish there: a surface that floats over the page (a menu, a toast)
 * and the chosen one of a set (a selected tab, a pressed card, the current page of a listing). These
 * keep both visible in that mode and change nothing in the site's own colours. The page audit checks
 * every page for them (e2e/support/forced-colors.ts).
 */

/**
 * The border of a surface set apart by its shadow alone: transparent in the site's colours, drawn in
 * the text colour by a forced-colors mode. A string, for styles written as objects (the toasts).
 */
export const FORCED_COLORS_EDGE = "1px solid transparent";

/**
 * The chosen one of a set of controls whose text takes the control's colour (a tab, a page number):
 * filled with the system's selection colours, as native lists show their selected item. The mode
 * leaves these colours alone (`forced-color-adjust: none`): it would otherwise paint the canvas
 * colour behind the text, white under white; what the control holds keeps the site's colours.
 */
export const chosenInForcedColors = css`
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: Highlight;
    border-color: Highlight;
    color: HighlightText;
  }
`;

/**
 * The chosen card of a set, whose texts keep colours of their own (a fill would leave them in the
 * text colour on the selection colour): framed in the selection colour instead. While the card has
 * the keyboard's focus, the focus ring takes the frame's place.
 */
export const chosenCardInForcedColors = css`
  @media (forced-colors: active) {
    border-color: Highlight;
    &:not(:focus-visible) { outline: 3px solid Highlight; outline-offset: 2px; }
  }
`;
