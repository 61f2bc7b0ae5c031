import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../ui/badge";
import { CheckList } from "../ui/check-list";
import { IconCard } from "../ui/icon-card";
import { SectionAction } from "./section-actions";

export const query = graphql`
  fragment SectionCardFields on SectionCard {
    icon {
      ...IconGlyph
    }
    title
    description
    badge
    features
    action {
      ...SectionActionFields
    }
  }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** One card of a card grid: icon, badge, title, text, bullet points and an optional link. */
export function SectionCard({ card }: { card: Queries.SectionCardFieldsFragment }) {
  return (
    <IconCard icon={card.icon} title={card.title} description={card.description}>
      {card.badge && <Badge $tone="accent">{card.badge}</Badge>}
      {card.features && card.features.length > 0 && <CheckList items={card.features} />}
      {card.action && (
        <Footer>
          <SectionAction action={card.action} fallback="link" size="default" subject={card.title} />
        </Footer>
      )}
    </IconCard>
  );
}
