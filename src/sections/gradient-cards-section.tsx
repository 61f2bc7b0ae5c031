import { graphql } from "gatsby";
import styled from "styled-components";
import { Button } from "../ui/button";
import { Card, CardGrid } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { serviceGradient } from "./gradient-card-colours";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment GradientCardsSectionFields on GradientCardsSection {
    id
    tone
    title
    intro
    learnMoreLabel
    cards {
      icon {
        ...IconGlyph
      }
      gradient
      title
      description
      features
      to
    }
    viewAll {
      label
      to
    }
  }
`;

const ServiceCard = styled(Card)<{ $gradient: Queries.GradientCardColour }>`
  position: relative;
  overflow: hidden;
  padding-top: calc(clamp(1.25rem, 2.5vw, 1.75rem) + 0.25rem);

  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 0.25rem;
    background: ${({ theme, $gradient }) => serviceGradient(theme, $gradient)};
  }
`;

const IconTile = styled.span<{ $gradient: Queries.GradientCardColour }>`
  display: grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $gradient }) => serviceGradient(theme, $gradient)};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  /* Lines the link text up with the card's text; the target keeps its 36 px height. */
  a { padding-inline: 0; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Cards with a coloured tile and top edge, each leading to its page (the home page's "Our Services"), and one button below. */
export function GradientCardsSection({ section: services }: { section: Queries.GradientCardsSectionFieldsFragment }) {
  return (
    <SectionFrame section={services}>
      <CardGrid $min="15rem">
        {services.cards.map((card, position) => (
          <ServiceCard as="li" key={position} $gradient={card.gradient}>
            <IconTile $gradient={card.gradient}>{card.icon && <Icon glyph={card.icon} size={28} />}</IconTile>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            {card.features && <CheckList items={card.features} />}
            <Footer>
              <Button to={card.to} variant="link" size="sm">
                {services.learnMoreLabel}
                <span className="visually-hidden">: {card.title}</span>
              </Button>
            </Footer>
          </ServiceCard>
        ))}
      </CardGrid>
      <Actions>
        <Button to={services.viewAll.to} variant="corporate" size="lg">
          {services.viewAll.label}
        </Button>
      </Actions>
    </SectionFrame>
  );
}
