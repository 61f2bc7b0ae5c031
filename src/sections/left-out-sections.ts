import { sectionSelection, selectTestimonials } from "./testimonial-selection";

/**
 * A section that would show nothing is left out of its page, its heading with it: a heading over an
 * empty list tells a visitor nothing. The sections that can: a testimonial section whose selection
 * holds no testimonial (every one featured, so "others" is empty, or none featured). The page template, the
 * unit test of every section and the browser tests all ask this one function.
 *
 * A section is read as the page query gives it, or as a data file holds it with its collection
 * read in (data/testimonials.json under `testimonials`), so its fields are checked, not assumed.
 */
export type SectionToShow = { type: string; show?: unknown; testimonials?: unknown };

type Testimonial = { featured?: boolean | null };

/** The testimonials a section holds (the file's list), or undefined when it holds none. */
function testimonialsOf(section: SectionToShow): readonly Testimonial[] | undefined {
  const file = section.testimonials;
  if (typeof file !== "object" || file === null || !("testimonials" in file) || !Array.isArray(file.testimonials)) return undefined;
  return file.testimonials as readonly Testimonial[];
}

export function isLeftOut(section: SectionToShow): boolean {
  const selection = sectionSelection(section);
  const testimonials = testimonialsOf(section);
  if (selection === undefined || testimonials === undefined) return false;
  return selectTestimonials(testimonials, selection).length === 0;
}

/** The sections a page shows, in their data order. */
export function sectionsToShow<T extends SectionToShow>(sections: readonly T[]): T[] {
  return sections.filter((section) => !isLeftOut(section));
}
