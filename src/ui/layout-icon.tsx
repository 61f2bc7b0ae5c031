import { createElement } from "react";
import type { IconNode } from "lucide";
import { LUCIDE_STROKE, iconSvgProps } from "./icon-svg";

type LayoutIconProps = {
  /** lucide's icon data, e.g. `import { Phone } from "lucide"`: only the icons imported are bundled. */
  icon: IconNode;
  size?: number;
  strokeWidth?: number;
  className?: string;
};

/** The shapes of a lucide icon as React elements, for an <svg> (or a group of one) to hold. */
export function iconShapes(icon: IconNode) {
  return icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

/**
 * A decorative icon the layout chooses (a date, a phone number), not the content. Drawn here from
 * lucide's icon data rather than with lucide-react, whose component runtime every page would load
 * (docs/performance.md). lucide's shape attributes (d, cx, x1...) have no hyphens, so they pass to
 * React unchanged.
 */
export function LayoutIcon({ icon, size = 24, strokeWidth = LUCIDE_STROKE, className }: LayoutIconProps) {
  return (
    <svg {...iconSvgProps(size, strokeWidth)} className={className}>
      {iconShapes(icon)}
    </svg>
  );
}
