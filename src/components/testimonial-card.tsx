import { graphql } from "gatsby";
import styled from "styled-components";
import { Quote } from "lucide";
import { LayoutIcon } from "../ui/layout-icon";
import { Card } from "../ui/card";
import { StarRating, ratingText } from "../ui/star-rating";

export const query = graphql`
  fragment TestimonialFields on Testimonial {
    name
    role
    company
    industry
    content
    rating
    results
    projectType
  }

  fragment TestimonialLabelsFields on TestimonialsJson {
    ratingLabel
    industryLabel
    projectTypeLabel
    resultsLabel
  }
`;

const Item = styled(Card)`
  gap: ${({ theme }) => theme.space.md};

  figure { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; flex: 1; margin: 0; }
  blockquote { margin: 0; flex: 1; }
  blockquote p { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1.6; }
  figcaption { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .name { display: block; font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  > svg { color: ${({ theme }) => theme.colors.primary}; opacity: 0.35; }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div { display: flex; flex-wrap: wrap; gap: 0 0.375rem; }
  dt { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
  dt::after { content: ":"; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

type TestimonialCardProps = {
  testimonial: Queries.TestimonialFieldsFragment;
  labels: Queries.TestimonialLabelsFieldsFragment;
  /** Also show industry, project type and results (the /testimonials page). */
  detailed?: boolean;
};

/** One client's words with their stars, name, role and company; shared by the home page and /testimonials. */
export function TestimonialCard({ testimonial, labels, detailed = false }: TestimonialCardProps) {
  return (
    <Item as="li">
      <Top>
        <StarRating rating={testimonial.rating} label={ratingText(labels.ratingLabel, testimonial.rating)} />
        <LayoutIcon icon={Quote} size={32} />
      </Top>
      <figure>
        <blockquote>
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption>
          <span className="name">{testimonial.name}</span>
          {testimonial.role}, {testimonial.company}
        </figcaption>
      </figure>
      {detailed && (
        <Details>
          <div>
            <dt>{labels.industryLabel}</dt>
            <dd>{testimonial.industry}</dd>
          </div>
          <div>
            <dt>{labels.projectTypeLabel}</dt>
            <dd>{testimonial.projectType}</dd>
          </div>
          <div>
            <dt>{labels.resultsLabel}</dt>
            <dd>{testimonial.results}</dd>
          </div>
        </Details>
      )}
    </Item>
  );
}
