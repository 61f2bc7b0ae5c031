import type { ReactNode } from "react";
import styled from "styled-components";
import { Badge } from "./badge";
import { Container } from "./container";
import { fitWidthContainer, fittedFontSize, widestWordStyle } from "./fit-widest-word";
import { WholeWords } from "./whole-words";

const Hero = styled.section`
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onDark};
  padding-block: clamp(3.5rem, 8vw, 6.5rem);
`;

const Inner = styled(Container)<{ $withAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space["2xl"]};
  /* Top, not centre: the browser may paint the hero before the end of the aside has arrived (the
     HTML streams in), and a centred aside would then move up as its last part appears. */
  align-items: start;
  @media (min-width: 64em) {
    grid-template-columns: ${({ $withAside }) => ($withAside ? "1.15fr 0.85fr" : "1fr")};
  }
`;

const Copy = styled.div`
  max-width: 46rem;
  ${fitWidthContainer}
  h1 { ${({ theme }) => fittedFontSize(theme.fontSizes["5xl"])} margin: ${({ theme }) => theme.space.md} 0; }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.onDarkMuted}; max-width: 40rem; }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

type PageHeroProps = {
  /** A short label above the title (text, or a link such as an article's category). */
  badge?: ReactNode;
  title: string;
  intro?: string | null;
  /** Buttons, usually wrapped in <HeroActions>. */
  actions?: ReactNode;
  /** Right-hand column on wide screens (an image, a card, stats). */
  aside?: ReactNode;
  headingId?: string;
  /** The section's anchor (/<page>#<id>), for a hero that opens a page made of sections. */
  id?: string;
};

/** The dark top section of a page with its single <h1>. */
export function PageHero({ badge, title, intro, actions, aside, headingId, id }: PageHeroProps) {
  return (
    <Hero id={id} aria-labelledby={headingId}>
      <Inner $withAside={Boolean(aside)}>
        <Copy>
          {badge && <Badge $tone="onDark">{badge}</Badge>}
          <h1 id={headingId} style={widestWordStyle([title])}>
            <WholeWords text={title} />
          </h1>
          {intro && <p>{intro}</p>}
          {actions}
        </Copy>
        {aside}
      </Inner>
    </Hero>
  );
}
