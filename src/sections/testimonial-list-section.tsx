import { graphql } from "gatsby";
import { TestimonialCard } from "../components/testimonial-card";
import { CardGrid } from "../ui/card";
import { SectionFrame } from "./section-frame";

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

type Testimonial = Queries.TestimonialListSectionFieldsFragment["testimonials"]["testimonials"][number];

/** The section's `show` (the GraphQL enum of the JSON Schema's values): every testimonial, only the featured ones, or the others. */
const SHOWN_BY: Record<Queries.TestimonialListSectionShow, (testimonial: Testimonial) => boolean> = {
  all: () => true,
  featured: (testimonial) => testimonial.featured,
  others: (testimonial) => !testimonial.featured,
};

/** Testimonials of data/testimonials.json in its order, each with its industry, project type and results. */
export function TestimonialListSection({ section }: { section: Queries.TestimonialListSectionFieldsFragment }) {
  const list = section.testimonials;
  return (
    <SectionFrame section={section}>
      <CardGrid $min="19rem">
        {list.testimonials.filter(SHOWN_BY[section.show ?? "all"]).map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} labels={list} detailed />
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
