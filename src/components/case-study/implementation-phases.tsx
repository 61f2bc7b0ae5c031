import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../../ui/badge";
import { Card, CardGrid } from "../../ui/card";
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

const Phases = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The project's phases in order, each with its duration and activities. */
export function ImplementationPhases({ label, implementation }: { label: string; implementation: Queries.CaseStudyImplementationFieldsFragment }) {
  return (
    <StorySection id="implementation" eyebrow={label} title={implementation.title}>
      <Phases as="ol" $min="15rem">
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
