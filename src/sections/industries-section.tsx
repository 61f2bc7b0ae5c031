import { graphql } from "gatsby";
import styled from "styled-components";
import { CardGrid } from "../ui/card";
import { Icon } from "../ui/icon";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment IndustriesSectionFields on IndustriesSection {
    id
    tone
    title
    intro
    industries {
      icon {
        ...IconGlyph
      }
      name
    }
  }
`;

const Tiles = styled(CardGrid)`
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

/** Compact tiles: an icon and an industry name. */
export function IndustriesSection({ section }: { section: Queries.IndustriesSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <Tiles $min="14rem">
        {section.industries.map((industry, position) => (
          <li key={position}>
            <Icon glyph={industry.icon} />
            {industry.name}
          </li>
        ))}
      </Tiles>
    </SectionFrame>
  );
}
