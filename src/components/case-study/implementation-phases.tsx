import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../../ui/badge";
import { Card, CardGrid } from "../../ui/card";
import { CheckList } from "../../ui/check-list";
import { heightOf } from "../../ui/render-near-viewport";
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

/**
 * The chapter's height at each width, in rem, from the launch case studies: its heading, each phase's
 * card (one column on a phone; side by side from \`md\` up, so the activities count for less there) and
 * each activity.
 */
const CHAPTER = { narrow: 15, wide: 15 };
const PHASE = { narrow: 7.5, wide: 0 };
const ACTIVITY = { narrow: 3.75, wide: 2.25 };

/** The project's phases in order, each with its duration and activities. */
export function ImplementationPhases({ label, implementation }: { label: string; implementation: Queries.CaseStudyImplementationFieldsFragment }) {
  return (
    <StorySection
      id="implementation"
      eyebrow={label}
      title={implementation.title}
      height={heightOf(CHAPTER, [PHASE, implementation.phases.length], [ACTIVITY, implementation.phases.flatMap((phase) => phase.activities).length])}
    >
      <Phases as="ol" $min="15rem">
        {implementation.phases.map((phase, position) => (
          <Card as="li" key={position}>
            <h3>{phase.phase}</h3>
            <Badge>{phase.duration}</Badge>
            <CheckList items={phase.activities} />
          </Card>
        ))}
      </Phases>
    </StorySection>
  );
}
