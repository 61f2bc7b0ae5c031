import { graphql } from "gatsby";
import styled from "styled-components";
import { Icon } from "../ui/icon";
import { StatGrid } from "../ui/stat-grid";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment AboutSectionFields on AboutSection {
    id
    tone
    title
    intro
    paragraphs
    stats {
      value
      label
    }
    reasonsTitle
    reasons {
      ...FeatureItemFields
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: clamp(2rem, 5vw, 4rem);
  align-items: start;
  @media (min-width: 64em) { grid-template-columns: 1fr 1fr; }
`;

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.textMuted}; }
  dl { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const ReasonsTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li { display: flex; gap: ${({ theme }) => theme.space.md}; align-items: flex-start; }
  li > svg { flex: none; padding: 0.625rem; box-sizing: content-box; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primaryHover}; }
  h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Who we are: the story and its figures beside the reasons to choose us. */
export function AboutSection({ section: about }: { section: Queries.AboutSectionFieldsFragment }) {
  return (
    <SectionFrame section={about}>
      <Columns>
        <Story>
          {about.paragraphs?.map((paragraph, position) => (
            <p key={position}>{paragraph}</p>
          ))}
          {about.stats && <StatGrid stats={about.stats} />}
        </Story>
        <div>
          <ReasonsTitle>{about.reasonsTitle}</ReasonsTitle>
          <Points>
            {about.reasons.map((point, position) => (
              <li key={position}>
                <Icon glyph={point.icon} size={24} />
                <div>
                  <h4>{point.title}</h4>
                  <p>{point.description}</p>
                </div>
              </li>
            ))}
          </Points>
        </div>
      </Columns>
    </SectionFrame>
  );
}
