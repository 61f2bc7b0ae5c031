import styled from "styled-components";
import { Star } from "lucide";
import { ChromeIcon } from "./chrome-icon";

export const MAX_RATING = 5;

const Stars = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  /* Amber-700 and slate-500 keep the stars at 3:1 or more against white (WCAG 1.4.11). */
  color: ${({ theme }) => theme.colors.accent};
  svg[data-filled="false"] { color: ${({ theme }) => theme.colors.controlBorder}; }
`;

/** "Rated {rating} out of {max}" from data, with the numbers filled in. */
export function ratingText(template: string, rating: number): string {
  return template.replace("{rating}", String(rating)).replace("{max}", String(MAX_RATING));
}

/** Stars out of five, read by screen readers as one image with a text such as "Rated 5 out of 5". */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <Stars role="img" aria-label={label}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <ChromeIcon key={index} icon={Star} size={20} filled={index < rating} />
      ))}
    </Stars>
  );
}
