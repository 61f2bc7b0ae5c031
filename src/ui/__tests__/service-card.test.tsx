import { screen, within } from "@testing-library/react";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import { renderWithSite } from "../../../jest/render-with-site";
import { ServiceCard, type ServiceCardProps } from "../service-card";

/** A card of the test's own, shaped as a serviceCards card of data/ after the page query. */
const first: ServiceCardProps = withIconGlyphs({
  title: "Fixture Service",
  description: "What the fixture service does for a client.",
  features: ["First feature", "Second feature", "Third feature"],
  icon: "database",
  colour: "navy",
  link: { label: "Learn More", to: "/fixture-service" },
});

test("shows the title as a heading, the description and exactly the given features", () => {
  renderWithSite(
    <ul>
      <ServiceCard {...first} />
    </ul>,
  );
  expect(screen.getByRole("heading", { level: 3, name: first.title })).toBeInTheDocument();
  expect(screen.getByText(first.description)).toBeInTheDocument();
  const card = screen.getByRole("heading", { level: 3 }).closest("li") as HTMLElement;
  const features = within(card)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
  expect(features).toEqual(first.features);
});

test("links to the service page, and the link's name says which service it opens", () => {
  renderWithSite(
    <ul>
      <ServiceCard {...first} />
    </ul>,
  );
  const link = screen.getByRole("link");
  expect(link).toHaveTextContent(`${first.link.label}: ${first.title}`);
  expect(link).toHaveAttribute("href", first.link.to);
  expect(link).not.toHaveAttribute("target");
});

test("a heading level can be chosen so the card fits the page outline", () => {
  renderWithSite(
    <ul>
      <ServiceCard {...first} headingLevel="h2" />
    </ul>,
  );
  expect(screen.getByRole("heading", { level: 2, name: first.title })).toBeInTheDocument();
});

test("the card carries its colour name, which picks its theme accent", () => {
  renderWithSite(
    <ul>
      <ServiceCard {...first} colour="teal" />
    </ul>,
  );
  expect(document.querySelector("li[data-colour]")).toHaveAttribute("data-colour", "teal");
});
