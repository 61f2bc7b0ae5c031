import type { Locator } from "playwright-core";
import type { TestimonialsFile } from "../../src/content-file-types";
import { eventually } from "./eventually";

/** What every testimonial card shows of its data, in the featured band and in the lists alike: stars, quote, name and role. */
export async function expectTestimonialCard(card: Locator, testimonial: TestimonialsFile["testimonials"][number], ratingLabel: string) {
  const rating = ratingLabel.replace("{rating}", String(testimonial.rating)).replace("{max}", "5");
  await eventually(async () => expect(await card.getByRole("img", { name: rating }).count()).toBe(1));
  await eventually(async () => expect(await card.locator("blockquote").textContent()).toBe(testimonial.content));
  await eventually(async () => expect(await card.locator("figcaption").textContent()).toBe(`${testimonial.name}${testimonial.role}, ${testimonial.company}`));
}
