import { graphql } from "gatsby";
import styled from "styled-components";
import { TestimonialCard } from "../../components/testimonial-card";
import { Button } from "../../ui/button";
import { CardGrid } from "../../ui/card";
import { Section } from "../../ui/section";

export const query = graphql`
  fragment HomeTestimonialsFields on HomeTestimonials {
    title
    intro
    moreLink {
      label
      to
    }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

type FeaturedTestimonialsProps = {
  id: string;
  texts: Queries.HomeTestimonialsFieldsFragment;
  testimonials: readonly Queries.TestimonialFieldsFragment[];
  labels: Queries.TestimonialLabelsFieldsFragment;
};

/** The featured testimonials of data/testimonials.json and a link to all of them. */
export function FeaturedTestimonials({ id, texts, testimonials, labels }: FeaturedTestimonialsProps) {
  return (
    <Section id={id} tone="muted" title={texts.title} intro={texts.intro}>
      <CardGrid $min="19rem">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} labels={labels} />
        ))}
      </CardGrid>
      <Actions>
        <Button to={texts.moreLink.to} variant="outline" size="lg">
          {texts.moreLink.label}
        </Button>
      </Actions>
    </Section>
  );
}
