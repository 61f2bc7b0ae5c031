import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import formsFile from "../../../data/forms.json";
import home from "../../../data/pages/index.json";
import testimonialsFile from "../../../data/testimonials.json";
import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { renderWithSite } from "../../../jest/render-with-site";
import { theme } from "../../theme/theme";
import { FaqSection } from "../faq-section";
import { FeaturedTestimonialsSection } from "../featured-testimonials-section";
import { FiguresAndBenefitsSection } from "../figures-and-benefits-section";
import { GradientCardsSection } from "../gradient-cards-section";
import { PageSections } from "../registry";
import { sectionById, sectionsOf } from "./section-fixtures";

const linkTargets = () => jest.mocked(Link).mock.calls.map(([props]) => (props as { to: string }).to);
const byType = <T,>(type: string) => {
  const found = home.sections.find((section) => section.type === type);
  if (!found) throw new Error(`data/pages/index.json has no ${type} section`);
  return sectionById<T>(home, found.id);
};

beforeEach(() => jest.mocked(Link).mockClear());

test("gradient cards: a card per entry in data order, each with its features and a Learn More to its page", () => {
  const services = byType<Queries.GradientCardsSectionFieldsFragment>("gradientCards");
  renderWithSite(<GradientCardsSection section={services} />);
  const grid = screen.getByRole("region", { name: services.title }).querySelector("ul");
  const cards = Array.from(grid?.children ?? []) as HTMLElement[];
  expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(services.cards.map((card) => card.title));
  services.cards.forEach((card, index) => {
    const item = cards[index]!;
    expect(
      within(item)
        .getAllByRole("listitem")
        .map((feature) => feature.textContent),
    ).toEqual(card.features);
    expect(within(item).getByRole("link")).toHaveAttribute("href", card.to);
    expect(within(item).getByRole("link")).toHaveTextContent(`${services.learnMoreLabel}: ${card.title}`);
  });
  expect(screen.getByRole("link", { name: services.viewAll.label })).toHaveAttribute("href", services.viewAll.to);
});

test("figures and benefits: the first link is a plain link (a full page load), the second goes through the router", () => {
  const india = byType<Queries.FiguresAndBenefitsSectionFieldsFragment>("figuresAndBenefits");
  renderWithSite(<FiguresAndBenefitsSection section={india} />);
  expect(screen.getByRole("link", { name: india.primaryLink.label })).toHaveAttribute("href", india.primaryLink.to);
  expect(screen.getByRole("link", { name: india.secondaryLink.label })).toHaveAttribute("href", india.secondaryLink.to);
  expect(linkTargets()).toContain(india.secondaryLink.to);
  expect(linkTargets()).not.toContain(india.primaryLink.to);
  expect(within(screen.getByRole("list", { name: india.benefitsTitle })).getAllByRole("heading", { level: 3 })).toHaveLength(india.benefits.length);
});

test("featured testimonials: those of data/testimonials.json marked featured, in file order, none copied into the page file", () => {
  const section = byType<Queries.FeaturedTestimonialsSectionFieldsFragment>("featuredTestimonials");
  expect(section).not.toHaveProperty("testimonials");
  renderWithSite(<FeaturedTestimonialsSection section={{ ...section, testimonials: testimonialsFile }} />);
  const featured = testimonialsFile.testimonials.filter((testimonial) => testimonial.featured);
  const names = Array.from(screen.getByRole("region", { name: section.title }).querySelectorAll("figcaption .name"), (name) => name.textContent);
  expect(names).toEqual(featured.map((testimonial) => testimonial.name));
  expect(screen.getByRole("link", { name: section.moreLink.label })).toHaveAttribute("href", section.moreLink.to);
});

test("FAQ: every question from data, answers open independently", async () => {
  const user = userEvent.setup();
  const faq = byType<Queries.FaqSectionFieldsFragment>("faq");
  renderWithSite(<FaqSection section={faq} />);
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((button) => button.textContent)).toEqual(faq.items.map((item) => item.question));
  await user.click(buttons[0]!);
  await user.click(buttons[1]!);
  expect(screen.getByRole("region", { name: faq.items[0]!.question })).toHaveTextContent(faq.items[0]!.answer);
  expect(screen.getByRole("region", { name: faq.items[1]!.question })).toBeVisible();
});

test("through the registry: every section of the home page in data order, its anchors as the sections' ids", async () => {
  const sections = sectionsOf(home).map((section) =>
    section.__typename === "FeaturedTestimonialsSection" ? { ...section, testimonials: testimonialsFile } : section,
  );
  // The site data and the forms' copy both come from static queries.
  jest.mocked(useStaticQuery).mockReturnValue({ ...siteDataQueryResult(), formsJson: formsFile });
  let container: HTMLElement | undefined;
  // Each kind's code loads on demand; act waits for it.
  await act(async () => {
    container = render(
      <ThemeProvider theme={theme}>
        <PageSections sections={sections as ReturnType<typeof sectionsOf>} />
      </ThemeProvider>,
    ).container;
  });
  expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([home.sections[0]!.title]);
  const ids = Array.from(container!.querySelectorAll(":scope > section[id]"), (section) => section.id);
  expect(ids).toEqual(home.sections.slice(1).map((section) => section.id));
});
