import type { ReactNode } from "react";
import styled from "styled-components";
import { Container } from "./container";

export type SectionTone = "plain" | "muted" | "dark";

const Band = styled.section<{ $tone: SectionTone }>`
  padding-block: clamp(3rem, 6vw, 5.5rem);
  background: ${({ theme, $tone }) => ($tone === "dark" ? theme.gradients.hero : $tone === "muted" ? theme.colors.surface : theme.colors.background)};
  color: ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.onDark : theme.colors.text)};
`;

const Header = styled.header<{ $tone: SectionTone }>`
  max-width: 48rem;
  margin: 0 auto clamp(2rem, 4vw, 3rem);
  text-align: center;

  h2 { font-size: ${({ theme }) => theme.fontSizes["3xl"]}; }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, $tone }) => ($tone === "dark" ? theme.colors.onDarkMuted : theme.colors.textMuted)};
    margin: 0;
  }
`;

type SectionProps = {
  id?: string;
  tone?: SectionTone;
  title?: string;
  intro?: string;
  /** Heading id, so the section can be named by aria-labelledby. */
  headingId?: string;
  children: ReactNode;
  className?: string;
};

/** A full-width page band with an optional centred heading and intro. */
export function Section({ id, tone = "plain", title, intro, headingId, children, className }: SectionProps) {
  const labelId = title ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined;
  return (
    <Band id={id} $tone={tone} aria-labelledby={labelId} className={className}>
      <Container>
        {title && (
          <Header $tone={tone}>
            <h2 id={labelId}>{title}</h2>
            {intro && <p>{intro}</p>}
          </Header>
        )}
        {children}
      </Container>
    </Band>
  );
}
