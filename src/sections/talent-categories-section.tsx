import { graphql } from "gatsby";
import styled from "styled-components";
import { CardGrid } from "../ui/card";
import { IconCard } from "../ui/icon-card";
import { cardMinWidth } from "./grid-columns";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment TalentCategoriesSectionFields on TalentCategoriesSection {
    id
    tone
    title
    intro
    skillsLabel
    categories {
      icon {
        ...IconGlyph
      }
      title
      description
      skills
    }
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;

  li {
    padding: 0.25rem 0.625rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Roles we staff, each with its skills as tags (a list named for screen readers, e.g. "Skills"). */
export function TalentCategoriesSection({ section }: { section: Queries.TalentCategoriesSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <CardGrid $min={cardMinWidth(section.categories.length)}>
        {section.categories.map((category, index) => (
          <IconCard key={index} icon={category.icon} title={category.title} description={category.description}>
            <Tags aria-label={`${section.skillsLabel}: ${category.title}`}>
              {category.skills.map((skill, position) => (
                <li key={position}>{skill}</li>
              ))}
            </Tags>
          </IconCard>
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
