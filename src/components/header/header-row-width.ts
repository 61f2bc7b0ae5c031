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

/** The texts the header's row shows, as data/site.json holds them (and the site query gives them). */
export type HeaderLabels = {
  logoText: string;
  logoTagline: string;
  header: { servicesLabel: string; links: readonly { label: string }[]; ctaLabel: string };
};

/** The width, in rem, the header's row needs for these labels, gutters excluded. */
export function headerRowWidth({ logoText, logoTagline, header }: HeaderLabels): number {
  const row = HEADER_ROW;
  const mark = Math.max(row.markWidth, lineWidthEm(initials(logoText)) + 2 * row.markPadding);
  const logo = mark + row.markGap + Math.max(lineWidthEm(logoText), row.taglineSize * lineWidthEm(logoTagline));
  const services = 2 * row.itemPadding + REGULAR * lineWidthEm(header.servicesLabel) + row.chevron;
  const linkWidths = header.links.map((link) => lineWidthEm(link.label));
  // One link may be the current page's, set semibold (measured bold); the others are regular.
  const links = linkWidths.reduce((sum, width) => sum + 2 * row.itemPadding + REGULAR * width, 0) + (1 - REGULAR) * Math.max(0, ...linkWidths);
  const list = services + links + row.itemGap * header.links.length;
  const action = 2 * row.buttonPadding + lineWidthEm(header.ctaLabel);
  return logo + row.logoGap + list + row.actionGap + action;
}

/** A quarter em at or above `width`: the measures are written in CSS, rounded up. */
const roundedUp = (width: number) => Math.ceil(width * 4) / 4;

/**
 * Where the header shows its row, in em: `from`, the least window width (the row, the gutters and a
 * scrollbar, never less than the breakpoint the rest of the layout widens at), and `maxWidth`, the
 * header's container (the site's, or as wide as a longer row needs).
 */
export function headerRow(labels: HeaderLabels): { from: number; maxWidth: number } {
  const width = headerRowWidth(labels);
  return { from: Math.max(LEAST, roundedUp(width + GUTTERS + SCROLLBAR)), maxWidth: Math.max(CONTAINER, roundedUp(width + GUTTERS)) };
}
