import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../ui/badge";
import { Card, CardGrid } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment ProcessSectionFields on ProcessSection {
    id
    tone
    title
    intro
    steps {
      title
      duration
      description
      activities
    }
  }
`;

const Steps = styled(CardGrid)`
  counter-reset: step;
`;

const Step = styled(Card)`
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.gradients.corporate};
    color: ${({ theme }) => theme.colors.onDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Numbered phases or steps (a methodology), each with an optional duration and activities. */
export function ProcessSection({ section }: { section: Queries.ProcessSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <Steps as="ol" $min="15rem">
        {section.steps.map((step, position) => (
          <Step as="li" key={position}>
            <h3>{step.title}</h3>
            {step.duration && <Badge>{step.duration}</Badge>}
            <p>{step.description}</p>
            {step.activities && step.activities.length > 0 && <CheckList items={step.activities} />}
          </Step>
        ))}
      </Steps>
    </SectionFrame>
  );
}
