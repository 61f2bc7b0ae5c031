import { screen, within } from "@testing-library/react";
import { TestimonialCard } from "../testimonial-card";
import { renderWithSite } from "../../../jest/render-with-site";
import { testimonialsFile as testimonials } from "../../../jest/fixtures/data-files";

const [first] = testimonials.testimonials;
if (!first) throw new Error("data/testimonials.json has no testimonials");
const labels = testimonials;

const ratingName = (rating: number) => labels.ratingLabel.replace("{rating}", String(rating)).replace("{max}", "5");

function renderCard(detailed: boolean, rating = first!.rating) {
  renderWithSite(
    <ul>
      <TestimonialCard testimonial={{ ...first!, rating }} labels={labels} detailed={detailed} />
    </ul>,
  );
  return screen.getByRole("listitem");
}

test("the stars are one image announced as the rating out of five", () => {
  const card = renderCard(false, 5);
  const stars = within(card).getByRole("img", { name: ratingName(5) });
  expect(stars.tagName.toLowerCase()).toBe("svg");
  expect(stars.querySelectorAll("[data-filled]")).toHaveLength(5);
});

test("a lower rating is announced with its number and shows that many solid stars, the rest outlined", () => {
  const card = renderCard(false, 4);
  const stars = within(card).getByRole("img", { name: ratingName(4) });
  expect(Array.from(stars.querySelectorAll("[data-filled]"), (star) => [star.getAttribute("data-filled"), star.getAttribute("fill")])).toEqual([
    ...Array.from({ length: 4 }, () => ["true", "currentColor"]),
    ["false", "none"],
  ]);
});

test("shows the quote with name, role and company, and no project details by default", () => {
  const card = renderCard(false);
  expect(card.querySelector("blockquote")).toHaveTextContent(first.content);
  expect(card.querySelector("figcaption")).toHaveTextContent(`${first.name}${first.role}, ${first.company}`);
  expect(card.querySelector("dl")).toBeNull();
});

test("the detailed card adds industry, project type and results", () => {
  const card = renderCard(true);
  const rows = Array.from(card.querySelectorAll("dl > div")).map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
  expect(rows).toEqual([
    [labels.industryLabel, first.industry],
    [labels.projectTypeLabel, first.projectType],
    [labels.resultsLabel, first.results],
  ]);
});
