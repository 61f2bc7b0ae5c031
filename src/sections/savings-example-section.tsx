import { graphql } from "gatsby";
import styled from "styled-components";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment SavingsExampleSectionFields on SavingsExampleSection {
    id
    tone
    title
    intro
    caption
    bars {
      label
      amount
      value
    }
    result {
      value
      label
    }
  }
`;

const Figure = styled.figure`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(1.25rem, 3vw, 2rem);
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  figcaption { font-weight: ${({ theme }) => theme.fontWeights.bold}; margin-bottom: ${({ theme }) => theme.space.lg}; }
`;

const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  /* The bar keeps a readable length; an amount too long for the rest wraps instead of widening the figure. */
  dd { margin: 0; display: grid; grid-template-columns: minmax(4rem, 1fr) auto; align-items: center; gap: ${({ theme }) => theme.space.md}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Track = styled.span`
  display: block;
`;

const Bar = styled.span<{ $first: boolean }>`
  display: block;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $first }) => ($first ? theme.colors.textMuted : theme.colors.primary)};
`;

const Result = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Rows styles every dd of the list; doubled, this override outranks it instead of depending on
     which of the two rules comes later (they may arrive in either order while a page loads). */
  && dd { grid-template-columns: minmax(0, 1fr); }
  dd strong { font-size: ${({ theme }) => theme.fontSizes["3xl"]}; color: ${({ theme }) => theme.colors.success}; }
`;

/** Bar length as a percentage of the largest bar; the bars only repeat what the amounts say. */
export function barShare(value: number, largest: number): number {
  if (largest <= 0) return 0;
  return Math.round((value / largest) * 1000) / 10;
}

/** A worked example: amounts as text, with CSS bars (hidden from screen readers) for the eye. */
export function SavingsExampleSection({ section }: { section: Queries.SavingsExampleSectionFieldsFragment }) {
  const largest = Math.max(...section.bars.map((bar) => bar.value));
  // Named explicitly: not every browser and test DOM derives a figure's name from its caption.
  const captionId = `${section.id}-caption`;
  return (
    <SectionFrame section={section}>
      <Figure aria-labelledby={captionId}>
        <figcaption id={captionId}>{section.caption}</figcaption>
        <Rows>
          {section.bars.map((bar, index) => (
            <div key={index}>
              <dt>{bar.label}</dt>
              <dd>
                <Track aria-hidden="true">
                  <Bar data-bar $first={index === 0} style={{ width: `${barShare(bar.value, largest)}%` }} />
                </Track>
                <strong>{bar.amount}</strong>
              </dd>
            </div>
          ))}
          <Result>
            <dt>{section.result.label}</dt>
            <dd>
              <strong>{section.result.value}</strong>
            </dd>
          </Result>
        </Rows>
      </Figure>
    </SectionFrame>
  );
}
