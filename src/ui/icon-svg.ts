import type { SVGProps } from "react";

/**
 * The stroke of icons that sit in cards and beside small text (icons named in data, contact and
 * post details): thinner than LUCIDE_STROKE.
 */
export const THIN_STROKE = 1.75;

/** lucide's own stroke, which the header, footer, controls and rating stars keep. */
export const LUCIDE_STROKE = 2;

/** The side of lucide's drawing grid: every icon's shapes lie within 0 to 24 on both axes. */
export const ICON_GRID = 24;

/**
 * The <svg> attributes lucide draws its 24×24 line icons with, shared by both icon components so an
 * icon named in data and one the layout chooses look alike. Always decorative: the text beside the
 * icon, or the control's label, carries the meaning.
 */
export function iconSvgProps(size: number, strokeWidth: number): SVGProps<SVGSVGElement> {
  return {
    xmlns: "http://www.w3.org/2000/svg",
    width: size,
    height: size,
    viewBox: `0 0 ${ICON_GRID} ${ICON_GRID}`,
    fill: "none",
    stroke: "currentColor",
    strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": true,
    focusable: "false",
  };
}
