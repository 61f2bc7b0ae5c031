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

const isSelection = (value: unknown): value is TestimonialSelection => (Object.keys(SHOWN_BY) as unknown[]).includes(value);

/**
 * The selection a section shows, for the kinds that show testimonials: the featured section its
 * featured ones, a list what its `show` says (all when absent); undefined for any other kind. Read
 * from a section as the page query gives it or as its data file holds it.
 */
export function sectionSelection(section: { type: string; show?: unknown }): TestimonialSelection | undefined {
  if (section.type === "featuredTestimonials") return "featured";
  if (section.type === "testimonialList") return isSelection(section.show) ? section.show : "all";
  return undefined;
}
