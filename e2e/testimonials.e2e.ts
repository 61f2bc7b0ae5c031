import { DESKTOP, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectNoProblems, itemsOf, region } from "./support/page-checks";
import { testimonials as readTestimonials } from "./support/content";
import { eventually } from "./support/eventually";
import { selectTestimonials } from "../src/sections/testimonial-selection";
import { describeEachPageWith } from "./support/section-pages";
import { expectTestimonialCard } from "./support/testimonial-cards";

/**
 * A testimonial list, on every page whose data holds one: the testimonials of data/testimonials.json
 * that its `show` picks (all, the featured or the others), in that file's order, each card with its
 * quote, rating, author and project facts. The featured testimonials band is tested in home.e2e.ts.
 */
jest.setTimeout(90_000);

const testimonials = readTestimonials();

const browser = useBrowser();
const tab = useTab(browser, { viewport: DESKTOP });

describeEachPageWith<{ show?: "all" | "featured" | "others" }>("testimonialList", ({ path }, section) => {
  const expected = selectTestimonials(testimonials.testimonials, section.show);

  test(`"${section.title}": every testimonial it shows (${section.show ?? "all"}), in the data's order, with every field`, async () => {
    const { page, problems } = tab();
    await visitInTab(tab(), path);
    const cards = itemsOf(region(page, section.title));
    await eventually(async () => expect(await cards.count()).toBe(expected.length));
    for (const [index, testimonial] of expected.entries()) {
      const card = cards.nth(index);
      await expectTestimonialCard(card, testimonial, testimonials.ratingLabel);
      const details = await card
        .locator("dl > div")
        .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
      expect(details).toEqual([
        [testimonials.industryLabel, testimonial.industry],
        [testimonials.projectTypeLabel, testimonial.projectType],
        [testimonials.resultsLabel, testimonial.results],
      ]);
    }
    expectNoProblems(problems);
  });
});
