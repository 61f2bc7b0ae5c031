import { graphql } from "gatsby";
import styled from "styled-components";
import { CheckList } from "../ui/check-list";
import { StaggeredEntrance } from "./entrance-motion";
import { SectionActions } from "./section-actions";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment TextBlockSectionFields on TextBlockSection {
    id
    tone
    title
    intro
    paragraphs
    points
    staggerMs
    actions {
      ...SectionActionFields
    }
  }
`;

const Body = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ul { gap: ${({ theme }) => theme.space.md}; }
  li {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** A heading with paragraphs and/or check-marked points (platform intro, outcomes, partner points). */
export function TextBlockSection({ section }: { section: Queries.TextBlockSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <Body>
        {section.paragraphs?.map((paragraph, position) => (
          <p key={position}>{paragraph}</p>
        ))}
        {section.points && section.points.length > 0 && (
          <StaggeredEntrance staggerMs={section.staggerMs}>
            <CheckList items={section.points} />
          </StaggeredEntrance>
        )}
      </Body>
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
