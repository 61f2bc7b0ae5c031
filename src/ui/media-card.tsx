import styled from "styled-components";
import { Card } from "./card";

/** A card with a full-bleed image on top and its padded content in the last child (case studies, blog posts). */
export const MediaCard = styled(Card)`
  padding: 0;
  overflow: hidden;
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
