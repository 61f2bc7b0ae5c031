import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../jest/render-with-site";
import { TestimonialListSection } from "../testimonial-list-section";
import { testimonialsFile as testimonials } from "../../../jest/fixtures/data-files";

type Section = Queries.TestimonialListSectionFieldsFragment;

/** A testimonialList section as the page query returns it: the whole of data/testimonials.json under `testimonials`. */
function sectionShowing(show: Section["show"]): Section {
  return { id: "list", tone: null, title: "Testimonials", intro: "What clients say.", show, testimonials };
}

function shownNames(): string[] {
  const region = screen.getByRole("region", { name: "Testimonials" });
  return within(region)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".name")?.textContent ?? "");
}

const all = testimonials.testimonials;

test.each<[Section["show"], typeof all]>([
  ["all", all],
  [null, all],
  ["featured", all.filter((testimonial) => testimonial.featured)],
  ["others", all.filter((testimonial) => !testimonial.featured)],
])("show %p lists those testimonials of data/testimonials.json, in its order", (show, expected) => {
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
