import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../../ui/button";
import { CardGrid } from "../../ui/card";
import { IconCard } from "../../ui/icon-card";
import { Section } from "../../ui/section";
import { StatGrid } from "../../ui/stat-grid";

export const query = graphql`
  fragment HomeIndiaFields on HomeIndia {
    title
    intro
    stats {
      value
      label
    }
    benefitsTitle
    benefits {
      icon {
        ...IconGlyph
      }
      title
      description
    }
    explore {
      label
      to
    }
    costAnalysis {
      label
      to
    }
  }
`;

/* Two figures per row even on a phone: they are short. */
const Figures = styled.div`
  dl { grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr)); }
`;

const Benefits = styled(CardGrid)`
  margin-top: clamp(2rem, 4vw, 3rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** "Why Outsource to India": headline figures, six benefits, and the ways on to the India and cost pages. */
export function IndiaAdvantageSection({ id, india }: { id: string; india: Queries.HomeIndiaFieldsFragment }) {
  return (
    <Section id={id} tone="muted" title={india.title} intro={india.intro}>
      <Figures>
        <StatGrid stats={india.stats} />
      </Figures>
      <Benefits $min="19rem" aria-label={india.benefitsTitle}>
        {india.benefits.map((benefit) => (
          <IconCard key={benefit.title} icon={benefit.icon} title={benefit.title} description={benefit.description} />
        ))}
      </Benefits>
      <Actions>
        {/* A plain link on purpose: the India advantage page loads as a new document (docs/requirements.md). */}
        <Button href={india.explore.to} variant="corporate" size="lg">
          {india.explore.label}
        </Button>
        <Button to={india.costAnalysis.to} variant="outline" size="lg">
          {india.costAnalysis.label}
        </Button>
      </Actions>
    </Section>
  );
}
