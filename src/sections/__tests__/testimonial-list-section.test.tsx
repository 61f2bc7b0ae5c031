import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { TestimonialListSection } from "../testimonial-list-section";
import { testimonialsFile as testimonials } from "../../../jest/fixtures/data-files";

type Section = Queries.TestimonialListSectionFieldsFragment;

/** A testimonialList section as the page query returns it: data/testimonials.json (its labels, the test's testimonials) under `testimonials`. */
function sectionShowing(show: Section["show"]): Section {
  return { id: "list", tone: null, title: "Testimonials", intro: "What clients say.", show, testimonials: { ...testimonials, testimonials: all } };
}

function shownNames(): string[] {
  const region = screen.getByRole("region", { name: "Testimonials" });
  return within(region)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".name")?.textContent ?? "");
}

/** The test's own testimonials, featured and not in turns, shaped as the data's first (an editor may have any mix). */
const all = ["Ana Fixture", "Ben Fixture", "Chen Fixture", "Dev Fixture"].map((name, index) => ({
  ...testimonials.testimonials[0]!,
  name,
  featured: index % 2 === 0,
}));

test.each<[Section["show"], typeof all]>([
  ["all", all],
  [null, all],
  ["featured", all.filter((testimonial) => testimonial.featured)],
  ["others", all.filter((testimonial) => !testimonial.featured)],
])("show %p lists those testimonials, in the file's order", (show, expected) => {
  expect(expected.length).toBeGreaterThan(0);
  renderWithSite(<TestimonialListSection section={sectionShowing(show)} />);
  expect(shownNames()).toEqual(expected.map((testimonial) => testimonial.name));
});

test("each card shows the details under the labels of data/testimonials.json", () => {
  renderWithSite(<TestimonialListSection section={sectionShowing("all")} />);
  const [first] = all;
  const card = screen.getAllByRole("listitem")[0]!;
  expect(within(card).getByText(testimonials.industryLabel)).toBeInTheDocument();
  expect(within(card).getByText(first!.results)).toBeInTheDocument();
});
