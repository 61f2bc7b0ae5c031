import styled from "styled-components";
import { Card } from "./card";
import { renderNearViewport, type HeightEstimate } from "./render-near-viewport";

/** A listed card's estimate (rem): the launch articles' and case studies' cards at each width. */
export const MEDIA_CARD_HEIGHT: HeightEstimate = { narrow: 36, wide: 36 };

/**
 * A card with a full-bleed image on top and its padded content in the last child (case studies,
 * blog posts). Each is rendered only as it nears the viewport, so a listing page costs the cards on
 * its initial viewport, whatever its page size: the section around the cards is rendered as a whole
 * once any of it is near.
 */
export const MediaCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  ${renderNearViewport(MEDIA_CARD_HEIGHT)}
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: clamp(1.25rem, 2.5vw, 1.75rem);
    flex: 1;
  }
`;

/** Pushes a card's link to the bottom, so links line up across a row of cards of different lengths. */
export const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
`;
