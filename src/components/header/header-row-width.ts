import { lineWidthEm } from "../../ui/fit-widest-word";
import { initials } from "./initials";

/**
 * The header shows its links in one row (logo, Services, the top links, the call to action) where
 * that row fits the window, and the menu button with its sheet where it does not. Where the row
 * fits is worked out from the labels the editor wrote, on the server, so the HTML carries the
 * switch from its first byte (no script, no shift): a longer label or one more link moves the
 * switch to a wider window instead of wrapping labels out of the header's fixed height. A row wider
 * than the site's container widens the header's own, so every row has a window it fits.
 *
 * Widths are in rem, each text measured by `lineWidthEm` (bold advances, an upper bound for the
 * weights the header uses). The measures below are the ones the header's styles use.
 */
export const HEADER_ROW = {
  /** A top-level item's inline padding (nav-item.tsx), each side. */
  itemPadding: 0.75,
  /** Between the items of the list (site-header.tsx). */
  itemGap: 0.25,
  /** Between the list and the call to action (site-header.tsx). */
  actionGap: 1.5,
  /** Between the logo and the navigation (site-header.tsx). */
  logoGap: 1,
  /** The Services button's chevron and the gap before it (services-disclosure.tsx, nav-item.tsx). */
  chevron: 1 + 0.25,
  /** The logo's mark: its least width, its inline padding each side, and the gap after it (logo.tsx). */
  markWidth: 2.25,
  markPadding: 0.375,
  markGap: 0.625,
  /** The tagline's size under the logo's text (theme fontSizes.xs, 13 px). */
  taglineSize: 0.8125,
  /** The call to action's inline padding and border, each side (button.tsx, default size). */
  buttonPadding: 1.25 + 0.125,
} as const;

/**
 * Regular text against the bold advances `lineWidthEm` counts: DejaVu Sans, the widest face of the
 * stack, sets its letters 5-12 % narrower in its regular weight; the other faces are narrower still.
 */
const REGULAR = 0.95;
/** The page's side gutters at their widest (theme layout.gutter, 2rem each side). */
const GUTTERS = 4;
/** A classic scrollbar (up to 17 px): a media query's width includes it. */
const SCROLLBAR = 1.125;
/** The site's container (theme layout.maxWidth); the header's widens where its row needs more. */
const CONTAINER = 76;
/** The least window width for the row, as before labels were measured (theme breakpoints.lg). */
const LEAST = 64;

export type HeaderLabels = {
  logoText: string;
  logoTagline: string;
  servicesLabel: string;
  links: readonly { label: string }[];
  ctaLabel: string;
};

/** The width, in rem, the header's row needs for these labels, gutters excluded. */
export function headerRowWidth(labels: HeaderLabels): number {
  const row = HEADER_ROW;
  const mark = Math.max(row.markWidth, lineWidthEm(initials(labels.logoText)) + 2 * row.markPadding);
  const logo = mark + row.markGap + Math.max(lineWidthEm(labels.logoText), row.taglineSize * lineWidthEm(labels.logoTagline));
  const services = 2 * row.itemPadding + REGULAR * lineWidthEm(labels.servicesLabel) + row.chevron;
  const linkWidths = labels.links.map((link) => lineWidthEm(link.label));
  // One link may be the current page's, set semibold (measured bold); the others are regular.
  const links = linkWidths.reduce((sum, width) => sum + 2 * row.itemPadding + REGULAR * width, 0) + (1 - REGULAR) * Math.max(0, ...linkWidths);
  const list = services + links + row.itemGap * labels.links.length;
  const action = 2 * row.buttonPadding + lineWidthEm(labels.ctaLabel);
  return logo + row.logoGap + list + row.actionGap + action;
}

/**
 * The least window width, in em, at which the header shows its row: the row, the gutters and a
 * scrollbar, and never less than the breakpoint the rest of the layout widens at.
 */
export function headerRowFrom(labels: HeaderLabels): number {
  return Math.max(LEAST, Math.ceil((headerRowWidth(labels) + GUTTERS + SCROLLBAR) * 4) / 4);
}

/** The header's container: the site's, or as wide as a row longer than it needs. */
export function headerMaxWidth(labels: HeaderLabels): number {
  return Math.max(CONTAINER, Math.ceil((headerRowWidth(labels) + GUTTERS) * 4) / 4);
}
