import { graphql } from "gatsby";
import styled from "styled-components";
import { Card, CardGrid } from "../ui/card";
import { Icon } from "../ui/icon";
import { cardMinWidth } from "./grid-columns";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment BenefitsSectionFields on BenefitsSection {
    id
    tone
    title
    intro
    items {
      icon {
        ...IconGlyph
      }
      highlight
      title
      description
    }
  }
`;

const Benefit = styled(Card)`
  text-align: center;
  align-items: center;
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Highlight = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes["4xl"]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** Benefit tiles; a headline figure ("40%") is read as part of its heading ("40% Faster time-to-value"). */
export function BenefitsSection({ section }: { section: Queries.BenefitsSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <CardGrid $min={cardMinWidth(section.items.length)}>
        {section.items.map((item, position) => (
          <Benefit as="li" key={position}>
            {item.icon && <Icon glyph={item.icon} size={32} />}
            <h3>
              {item.highlight && <Highlight>{item.highlight}</Highlight>} {item.title}
            </h3>
            <p>{item.description}</p>
          </Benefit>
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
