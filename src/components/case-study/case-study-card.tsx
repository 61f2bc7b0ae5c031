import { graphql } from "gatsby";
import styled from "styled-components";
import { Badge } from "../../ui/badge";
import { Picture } from "../../ui/picture";
import { Button } from "../../ui/button";
import { CardFooter, MediaCard } from "../../ui/media-card";

export const query = graphql`
  fragment CaseStudyCardFields on CaseStudyJson {
    path
    title
    company
    industry
    excerpt
    imageAlt
    # The same arguments as the case study page's image (src/templates): both use one set of files, made once per image.
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640)
      }
    }
    summary {
      challenge
      solution
      timeline
    }
    keyResults {
      efficiency
      cost
      time
    }
  }
`;

const Item = styled(MediaCard)`
  h4 { margin: ${({ theme }) => theme.space.sm} 0 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The list section's labels for the facts on each card (data/pages/<page>.json, a caseStudyList section). */
export type CaseStudyListLabels = Pick<
  Queries.CaseStudyListSectionFieldsFragment,
  "industryLabel" | "timelineLabel" | "challengeLabel" | "solutionLabel" | "keyResultsLabel" | "efficiencyLabel" | "costLabel" | "timeLabel" | "readMoreLabel"
>;

type CaseStudyCardProps = {
  study: Queries.CaseStudyCardFieldsFragment;
  labels: CaseStudyListLabels;
  /** Its image loads at once (see Picture). */
  priority?: boolean;
};

/** A case study on the list: image, industry, title, summary, timeline, three key results and a link to its page. */
export function CaseStudyCard({ study, labels, priority = false }: CaseStudyCardProps) {
  const image = study.image?.childImageSharp?.gatsbyImageData;
  return (
    <Item as="li">
      {image && <Picture image={image} alt={study.imageAlt} priority={priority} />}
      <div>
        <Badge>{study.industry}</Badge>
        <h3>{study.title}</h3>
        <p>{study.excerpt}</p>
        <Meta>
          <dt>{labels.industryLabel}</dt>
          <dd>{study.industry}</dd>
          <dt>{labels.timelineLabel}</dt>
          <dd>{study.summary.timeline}</dd>
          <dt>{labels.challengeLabel}</dt>
          <dd>{study.summary.challenge}</dd>
          <dt>{labels.solutionLabel}</dt>
          <dd>{study.summary.solution}</dd>
        </Meta>
        <h4>{labels.keyResultsLabel}</h4>
        <Meta>
          <dt>{labels.efficiencyLabel}</dt>
          <dd>{study.keyResults.efficiency}</dd>
          <dt>{labels.costLabel}</dt>
          <dd>{study.keyResults.cost}</dd>
          <dt>{labels.timeLabel}</dt>
          <dd>{study.keyResults.time}</dd>
        </Meta>
        <CardFooter>
          <Button to={study.path} variant="corporate">
            {labels.readMoreLabel}
            <span className="visually-hidden">: {study.title}</span>
          </Button>
        </CardFooter>
      </div>
    </Item>
  );
}
