import type { ReactNode } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { Container } from "./container";
import { fitWidthContainer, fittedFontSize, widestWordStyle } from "./fit-widest-word";
import { WholeWords } from "./whole-words";
import { SECTION_HEIGHT, renderNearViewport } from "./render-near-viewport";

/** The section colours editors may name (`tone` in data/schemas/sections.schema.json, the GraphQL enum SectionTone). */
export type SectionTone = Queries.SectionTone;

type ToneColours = { background: (theme: DefaultTheme) => string; text: (theme: DefaultTheme) => string; intro: (theme: DefaultTheme) => string };

const TONES: Record<SectionTone, ToneColours> = {
  plain: { background: (theme) => theme.colors.background, text: (theme) => theme.colors.text, intro: (theme) => theme.colors.textMuted },
  muted: { background: (theme) => theme.colors.surface, text: (theme) => theme.colors.text, intro: (theme) => theme.colors.textMuted },
  dark: { background: (theme) => theme.gradients.hero, text: (theme) => theme.colors.onDark, intro: (theme) => theme.colors.onDarkMuted },
};

const SectionBox = styled.section<{ $tone: SectionTone }>`
  padding-block: clamp(3rem, 6vw, 5.5rem);
  background: ${({ theme, $tone }) => TONES[$tone].background(theme)};
  color: ${({ theme, $tone }) => TONES[$tone].text(theme)};
  ${renderNearViewport(SECTION_HEIGHT)}
`;

const Header = styled.header<{ $tone: SectionTone }>`
  max-width: 48rem;
  margin: 0 auto clamp(2rem, 4vw, 3rem);
  text-align: center;
  ${fitWidthContainer}

  h2 { ${({ theme }) => fittedFontSize(theme.fontSizes["3xl"])} }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, $tone }) => TONES[$tone].intro(theme)};
    margin: 0;
  }
`;

type SectionProps = {
  id?: string;
  tone?: SectionTone;
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
};

/** The section colour named in data, else the given default, else plain. */
export function toneOf(tone: SectionTone | null | undefined, fallback: SectionTone = "plain"): SectionTone {
  return tone ?? fallback;
}

/** The id of the heading that names a section (aria-labelledby, in-page links): its own id + "-heading". */
export function headingIdOf(id: string): string {
  return `${id}-heading`;
}

/** A full-width page section with an optional centred heading and intro. */
export function Section({ id, tone: wanted, title, intro, children, className }: SectionProps) {
  const tone = toneOf(wanted);
  const labelId = title && id ? headingIdOf(id) : undefined;
  return (
    <SectionBox id={id} $tone={tone} aria-labelledby={labelId} className={className}>
      <Container>
        {title && (
          <Header $tone={tone}>
            <h2 id={labelId} style={widestWordStyle([title])}>
              <WholeWords text={title} />
            </h2>
            {intro && <p>{intro}</p>}
          </Header>
        )}
        {children}
      </Container>
    </SectionBox>
  );
}

/** What every section kind has in data: its anchor id, optional colour, and usually a title and an intro. */
export type FramedSection = { id: string; tone?: SectionTone | null; title?: string | null; intro?: string | null };

type SectionFrameProps = {
  section: FramedSection;
  /** The kind's colour when the data names none (plain unless given). */
  defaultTone?: SectionTone;
  /** Text under the title when the kind's field for it is not `intro`. */
  intro?: string | null;
  children?: ReactNode;
};

/**
 * The frame of every section kind but the heroes: anchored at the section's id, coloured by its tone,
 * headed by its title (an h2 whose id names the section) and intro. Section files render their own
 * content inside it and never wire these again.
 */
export function SectionFrame({ section, defaultTone, intro = section.intro, children }: SectionFrameProps) {
  return (
    <Section id={section.id} tone={toneOf(section.tone, defaultTone)} title={section.title ?? undefined} intro={intro ?? undefined}>
      {children}
    </Section>
  );
}
