import { graphql } from "gatsby";
import styled from "styled-components";
import { CardGrid } from "../ui/card";
import { IconCard } from "../ui/icon-card";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment AdvantageCardsSectionFields on AdvantageCardsSection {
    id
    tone
    title
    intro
    cards {
      icon {
        ...IconGlyph
      }
      title
      description
      stats
    }
  }
`;

const StatsLine = styled.p`
  && {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** Advantage cards: icon, title, text and one highlighted figure at the foot of each card. */
export function AdvantageCardsSection({ section }: { section: Queries.AdvantageCardsSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <CardGrid $min="18rem">
        {section.cards.map((card, position) => (
          <IconCard key={position} icon={card.icon} title={card.title} description={card.description}>
            <StatsLine>{card.stats}</StatsLine>
          </IconCard>
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
