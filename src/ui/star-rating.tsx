import styled from "styled-components";
import { Star } from "lucide";
import { ICON_GRID, LUCIDE_STROKE, iconSvgProps } from "./icon-svg";
import { iconShapes } from "./layout-icon";

export const MAX_RATING = 5;

/** One star's size in px, and the space between two stars in units of lucide's grid. */
const STAR_SIZE = 20;
const STAR_GAP = 2.4;

const Stars = styled.svg`
  /* Amber-700 and slate-500 keep the stars at 3:1 or more against white (WCAG 1.4.11). */
  color: ${({ theme }) => theme.colors.accent};
  g[data-filled="false"] { color: ${({ theme }) => theme.colors.controlBorder}; }
`;

/** "Rated {rating} out of {max}" from data, with the numbers filled in. */
export function ratingText(template: string, rating: number): string {
  return template.replace("{rating}", String(rating)).replace("{max}", String(MAX_RATING));
}

/**
 * Stars out of five, read by screen readers as one image with a text such as "Rated 5 out of 5".
 * The five are drawn in one <svg>: a page of testimonials shows many ratings, and each <svg> is a
 * box of its own to lay out and paint.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const width = MAX_RATING * ICON_GRID + (MAX_RATING - 1) * STAR_GAP;
  return (
    <Stars
      {...iconSvgProps(STAR_SIZE, LUCIDE_STROKE)}
      width={(width * STAR_SIZE) / ICON_GRID}
      viewBox={`0 0 ${width} ${ICON_GRID}`}
      aria-hidden={undefined}
      role="img"
      aria-label={label}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <g
          key={index}
          transform={`translate(${index * (ICON_GRID + STAR_GAP)} 0)`}
          fill={index < rating ? "currentColor" : "none"}
          data-filled={index < rating}
        >
          {iconShapes(Star)}
        </g>
      ))}
    </Stars>
  );
}
