import { screen, within } from "@testing-library/react";
import services from "../../../data/pages/services.json";
import { withIconGlyphs } from "../../../jest/fixtures/with-icon-glyphs";
import { renderWithSite } from "../../../jest/render-with-site";
import { ServiceCard, type ServiceCardColour } from "../service-card";

const cardsSection = services.sections.find((section) => section.type === "serviceCards");
const [card] = withIconGlyphs(cardsSection?.cards ?? []);
if (!card) throw new Error("data/pages/services.json has no serviceCards section with cards");
// The JSON import types `colour` as any string; the schema (and so GraphQL) allows only the enum's names.
const first = { ...card, colour: card.colour as ServiceCardColour };

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
