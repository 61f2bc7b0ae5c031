/** Which testimonials of data/testimonials.json a section shows (a list's `show`; the featured section shows "featured"): all, the featured ones or the others, in the file's order. */
export type TestimonialSelection = "all" | "featured" | "others";

const SHOWN_BY: Record<TestimonialSelection, (testimonial: { featured?: boolean | null }) => boolean> = {
  all: () => true,
  featured: (testimonial) => testimonial.featured === true,
  others: (testimonial) => testimonial.featured !== true,
};

export function selectTestimonials<T extends { featured?: boolean | null }>(testimonials: readonly T[], show: TestimonialSelection = "all"): T[] {
  return testimonials.filter(SHOWN_BY[show]);
}
