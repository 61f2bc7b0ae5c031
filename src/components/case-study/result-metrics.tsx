import { graphql } from "gatsby";
import styled from "styled-components";
import { Card, CardGrid } from "../../ui/card";
import { heightOf } from "../../ui/render-near-viewport";
import { StorySection } from "./story-section";

/** The chapter's height at each width, in rem, from the launch case studies: its heading and introduction, and each metric's card. */
const CHAPTER = { narrow: 26, wide: 39 };
const METRIC = { narrow: 12, wide: 3.75 };

export const query = graphql`
  fragment CaseStudyResultsFields on CaseStudyResults {
    title
    description
    metrics {
      metric
      improvement
      description
    }
  }
`;

const Intro = styled.p`
  max-width: 48rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Improvement = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes["4xl"]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.success};
`;

/** Measured outcomes: each metric's improvement is read as part of its heading ("45% Order processing time"). */
export function ResultMetrics({ label, results }: { label: string; results: Queries.CaseStudyResultsFieldsFragment }) {
  return (
    <StorySection id="results" eyebrow={label} title={results.title} tone="muted" height={heightOf(CHAPTER, [METRIC, results.metrics.length])}>
      <Intro>{results.description}</Intro>
      <CardGrid $min="14rem">
        {results.metrics.map((metric, position) => (
          <Card as="li" key={position}>
            <h3>
              <Improvement>{metric.improvement}</Improvement> {metric.metric}
            </h3>
            <p>{metric.description}</p>
          </Card>
        ))}
      </CardGrid>
    </StorySection>
  );
}
