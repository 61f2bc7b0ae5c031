import { css } from "styled-components";
import { media } from "../theme/theme";

/** How tall a part of the page is, in rem, before it has been rendered once: at phone width and from `md` up. */
export type HeightEstimate = { narrow: number; wide: number };

/** A page section's estimate: the median height of the launch pages' sections at each width. */
export const SECTION_HEIGHT: HeightEstimate = { narrow: 64, wide: 38 };

/**
 * The estimate of a part whose height follows its lists: `base` plus `each` for every item, at each
 * width (e.g. `heightOf({ narrow: 40, wide: 19 }, [{ narrow: 4.2, wide: 3.3 }, points.length])`). A part
 * estimated at one fixed height is off by more the longer an editor makes its lists; estimated from
 * its data, it is off by about the same whatever their length.
 */
export function heightOf(base: HeightEstimate, ...terms: Array<[each: HeightEstimate, count: number]>): HeightEstimate {
  const round = (rem: number) => Math.round(rem * 4) / 4;
  return {
    narrow: round(terms.reduce((sum, [each, count]) => sum + each.narrow * count, base.narrow)),
    wide: round(terms.reduce((sum, [each, count]) => sum + each.wide * count, base.wide)),
  };
}

/**
 * Lets the browser skip the style, layout and paint of a part of the page until it nears the
 * viewport (`content-visibility: auto`). Its text stays in the document for find-in-page, screen
 * readers, search engines and visitors without JavaScript; focus, in-page links and find-in-page
 * render it at once. On a long page this is most of the work of loading it: each section's text
 * laid out and painted before anyone has scrolled to it.
 *
 * Until it is first rendered, the part counts as the estimated height; from then on as the height it
 * last had (`auto`), so the page's height settles as a visitor scrolls through it once. A part whose
 * height grows with lists from the data takes its estimate from that data (`heightOf`). The site's
 * header and the pages' heroes (a page's largest paint) never take it; a part that is on the first
 * screen anyway is rendered in the page's first frame. It implies paint containment: nothing of the
 * part may be drawn outside its box.
 */
export const renderNearViewport = ({ narrow, wide }: HeightEstimate) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${narrow}rem;
  ${media.up("md")} {
    contain-intrinsic-block-size: auto ${wide}rem;
  }
`;
