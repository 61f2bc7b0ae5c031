import styled from "styled-components";
import { Container } from "../../ui/container";
import { countItems, itemColumns } from "../../ui/item-grid";

export type Fact = { label: string; value: string };

const FactsSection = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Facts = styled.dl.attrs(countItems)`
  ${({ theme }) => itemColumns("11rem", theme.space.md)}
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0.25rem 0 0; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
`;

/** The project at a glance (client, industry, duration, team size, location, ROI) as a description list. */
export function CaseStudyFacts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <FactsSection aria-label={label}>
      <Container>
        <Facts>
          {facts.map((fact, position) => (
            <div key={position}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
      </Container>
    </FactsSection>
  );
}
