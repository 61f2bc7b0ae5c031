import { graphql } from "gatsby";
import styled from "styled-components";
import { TestimonialCard } from "../components/testimonial-card";
import { Button } from "../ui/button";
import { CardGrid } from "../ui/card";
import { selectTestimonials } from "./testimonial-selection";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment FeaturedTestimonialsSectionFields on FeaturedTestimonialsSection {
    id
    tone
    title
    intro
    moreLink {
      label
      to
    }
    testimonials {
      ...TestimonialLabelsFields
      testimonials {
        featured
        ...TestimonialFields
      }
    }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The testimonials of data/testimonials.json marked featured, in that file's order, and a link (to all of them). */
export function FeaturedTestimonialsSection({ section }: { section: Queries.FeaturedTestimonialsSectionFieldsFragment }) {
  const labels = section.testimonials;
  const featured = selectTestimonials(labels.testimonials, "featured");
  return (
    <SectionFrame section={section}>
      <CardGrid $min="19rem">
        {featured.map((testimonial, position) => (
          <TestimonialCard key={position} testimonial={testimonial} labels={labels} />
        ))}
      </CardGrid>
      <Actions>
        <Button to={section.moreLink.to} variant="outline" size="lg">
          {section.moreLink.label}
        </Button>
      </Actions>
    </SectionFrame>
  );
}
