import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../ui/button";
import { CardGrid } from "../ui/card";
import { IconCard } from "../ui/icon-card";
import { StatGrid } from "../ui/stat-grid";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment FiguresAndBenefitsSectionFields on FiguresAndBenefitsSection {
    id
    tone
    title
    intro
    stats {
      value
      label
    }
    benefitsTitle
    benefits {
      ...FeatureItemFields
    }
    primaryLink {
      label
      to
    }
    secondaryLink {
      label
      to
    }
  }
`;

/** Two figures per row even on a phone: they are short. */
const FIGURE_MIN_WIDTH = "8rem";

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

/** Headline figures, benefit cards and two ways on (the home page's "Why Outsource to India"). */
export function FiguresAndBenefitsSection({ section: india }: { section: Queries.FiguresAndBenefitsSectionFieldsFragment }) {
  return (
    <SectionFrame section={india}>
      {india.stats && <StatGrid stats={india.stats} minWidth={FIGURE_MIN_WIDTH} />}
      <Benefits $min="19rem" aria-label={india.benefitsTitle}>
        {india.benefits.map((benefit, position) => (
          <IconCard key={position} icon={benefit.icon} title={benefit.title} description={benefit.description} />
        ))}
      </Benefits>
      <Actions>
        {/* A plain link on purpose: on the home page it opens the India advantage page as a new document (docs/requirements.md). */}
        <Button href={india.primaryLink.to} variant="corporate" size="lg">
          {india.primaryLink.label}
        </Button>
        <Button to={india.secondaryLink.to} variant="outline" size="lg">
          {india.secondaryLink.label}
        </Button>
      </Actions>
    </SectionFrame>
  );
}
