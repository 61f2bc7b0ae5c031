import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { CheckList } from "../../ui/check-list";
import { StorySection } from "./story-section";

export const query = graphql`
  fragment CaseStudyImplementationFields on CaseStudyImplementation {
    title
    phases {
      phase
      duration
      activities
    }
  }
`;

const Phases = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
`;

/** The project's phases in order, each with its duration and activities. */
export function ImplementationPhases({ label, implementation }: { label: string; implementation: Queries.CaseStudyImplementationFieldsFragment }) {
  return (
    <StorySection id="implementation" eyebrow={label} title={implementation.title}>
      <Phases>
        {implementation.phases.map((phase) => (
          <Card as="li" key={phase.phase}>
            <h3>{phase.phase}</h3>
            <Badge>{phase.duration}</Badge>
            <CheckList items={phase.activities} />
          </Card>
        ))}
      </Phases>
    </StorySection>
  );
}
