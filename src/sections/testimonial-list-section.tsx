import { graphql } from "gatsby";
import { TestimonialCard } from "../components/testimonial-card";
import { CardGrid } from "../ui/card";
import { selectTestimonials } from "./testimonial-selection";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment TestimonialListSectionFields on TestimonialListSection {
    id
    tone
    title
    intro
    show
    testimonials {
      ...TestimonialLabelsFields
      testimonials {
        featured
        ...TestimonialFields
      }
    }
  }
`;

/** Testimonials of data/testimonials.json in its order, each with its industry, project type and results. */
export function TestimonialListSection({ section }: { section: Queries.TestimonialListSectionFieldsFragment }) {
  const list = section.testimonials;
  return (
    <SectionFrame section={section}>
      <CardGrid $min="19rem">
        {selectTestimonials(list.testimonials, section.show ?? "all").map((testimonial, position) => (
          <TestimonialCard key={position} testimonial={testimonial} labels={list} detailed />
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
