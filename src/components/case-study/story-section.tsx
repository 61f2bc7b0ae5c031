import type { ReactNode } from "react";
import styled from "styled-components";
import { Container } from "../../ui/container";
import type { SectionTone } from "../../ui/section";
import { SECTION_HEIGHT, renderNearViewport, type HeightEstimate } from "../../ui/render-near-viewport";

const Chapter = styled.section<{ $tone: SectionTone; $height: HeightEstimate }>`
  padding-block: clamp(2.5rem, 5vw, 4.5rem);
  background: ${({ theme, $tone }) => ($tone === "muted" ? theme.colors.surface : theme.colors.background)};
  ${({ $height }) => renderNearViewport($height)}
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  max-width: 48rem;
`;

type StorySectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  tone?: Extract<SectionTone, "plain" | "muted">;
  /** Its height before it is first rendered, from its data where its lists make it (`heightOf`). */
  height?: HeightEstimate;
  children: ReactNode;
};

/** A chapter of a case study: a small label ("The Challenge") above the chapter's own h2. */
export function StorySection({ id, eyebrow, title, tone = "plain", height = SECTION_HEIGHT, children }: StorySectionProps) {
  return (
    <Chapter id={id} aria-labelledby={`${id}-heading`} $tone={tone} $height={height}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Heading id={`${id}-heading`}>{title}</Heading>
        {children}
      </Container>
    </Chapter>
  );
}

/** Two columns on wide screens: the story on the left, its list on the right. */
export const StoryColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 64em) { grid-template-columns: 1.1fr 0.9fr; }
  > div > p { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.textMuted}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;
