import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../jest/render-with-site";
import { FaqSection } from "../faq-section";
import { FeaturedTestimonialsSection } from "../featured-testimonials-section";
import { FiguresAndBenefitsSection } from "../figures-and-benefits-section";
import { GradientCardsSection } from "../gradient-cards-section";
import { iconGlyph } from "../../../gatsby/content/icon-glyphs";
import { sectionsOfKind } from "./section-fixtures";
import { testimonialsFile } from "../../../jest/fixtures/data-files";

const icon = iconGlyph("database");
if (!icon) throw new Error("lucide has no icon named database");

/** A section kind's fixture of the test's own first, then every section of that kind in data/pages and data/services. */
const withDataSections = <T,>(type: string, fixture: T): Array<[string, T]> => [["a fixture of the test's own", fixture], ...sectionsOfKind<T>(type)];

const GRADIENT_CARDS: Queries.GradientCardsSectionFieldsFragment = {
  id: "fixture-services",
  tone: null,
  title: "Fixture services",
  intro: null,
  learnMoreLabel: "Learn More",
  cards: [
    { icon, gradient: "blue", title: "First service", description: "What the first service does.", features: ["One", "Two"], to: "/first-service" },
    { icon, gradient: "teal", title: "Second service", description: "What the second service does.", features: ["Three"], to: "/second-service" },
  ],
  viewAll: { label: "Every fixture service", to: "/fixture-services" },
};

const FIGURES_AND_BENEFITS: Queries.FiguresAndBenefitsSectionFieldsFragment = {
  id: "fixture-figures",
  tone: null,
  title: "Fixture figures",
  intro: null,
  benefitsTitle: "Fixture benefits",
  stats: [{ value: "12", label: "Fixture figure" }],
  benefits: [
    { icon, title: "First benefit", description: "Why the first benefit matters." },
    { icon, title: "Second benefit", description: "Why the second benefit matters." },
  ],
  primaryLink: { label: "Read the whole story", to: "/fixture-story" },
  secondaryLink: { label: "Compare the costs", to: "/fixture-costs" },
};

const FEATURED_TESTIMONIALS = {
  id: "fixture-testimonials",
  tone: null,
  title: "Fixture testimonials",
  intro: null,
  moreLink: { label: "Every fixture testimonial", to: "/fixture-testimonials" },
};

const FAQ: Queries.FaqSectionFieldsFragment = {
  id: "fixture-faq",
  tone: null,
  title: "Fixture questions",
  intro: null,
  items: [
    { question: "First question?", answer: "The first answer." },
    { question: "Second question?", answer: "The second answer." },
    { question: "Third question?", answer: "The third answer." },
  ],
};

test.each(withDataSections("gradientCards", GRADIENT_CARDS))(
  "%s: gradient cards, a card per entry in data order, each with its features and a Learn More to its page",
  (_source, services) => {
    renderWithSite(<GradientCardsSection section={services} />);
    const grid = screen.getByRole("region", { name: services.title }).querySelector("ul");
    const cards = Array.from(grid?.children ?? []) as HTMLElement[];
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(services.cards.map((card) => card.title));
    services.cards.forEach((card, index) => {
      const item = cards[index]!;
      expect(
        within(item)
          .queryAllByRole("listitem")
          .map((feature) => feature.textContent),
      ).toEqual(card.features ?? []);
      expect(within(item).getByRole("link")).toHaveAttribute("href", card.to);
      expect(within(item).getByRole("link")).toHaveTextContent(`${services.learnMoreLabel}: ${card.title}`);
    });
    expect(screen.getByRole("link", { name: services.viewAll.label })).toHaveAttribute("href", services.viewAll.to);
  },
);

test("figures and benefits: both links lead where the data says, and the benefits are listed", () => {
  const india = FIGURES_AND_BENEFITS;
  renderWithSite(<FiguresAndBenefitsSection section={india} />);
  expect(screen.getByRole("link", { name: india.primaryLink.label })).toHaveAttribute("href", india.primaryLink.to);
  expect(screen.getByRole("link", { name: india.secondaryLink.label })).toHaveAttribute("href", india.secondaryLink.to);
  expect(within(screen.getByRole("list", { name: india.benefitsTitle })).getAllByRole("heading", { level: 3 })).toHaveLength(india.benefits.length);
});

test.each(withDataSections("featuredTestimonials", FEATURED_TESTIMONIALS))(
  "%s: featured testimonials, those of data/testimonials.json marked featured, in file order, none copied into the page file",
  (_source, section) => {
    expect(section).not.toHaveProperty("testimonials");
    renderWithSite(<FeaturedTestimonialsSection section={{ ...section, testimonials: testimonialsFile }} />);
    const featured = testimonialsFile.testimonials.filter((testimonial) => testimonial.featured);
    const names = Array.from(screen.getByRole("region", { name: section.title }).querySelectorAll("figcaption .name"), (name) => name.textContent);
    expect(names).toEqual(featured.map((testimonial) => testimonial.name));
    expect(screen.getByRole("link", { name: section.moreLink.label })).toHaveAttribute("href", section.moreLink.to);
  },
);

test.each(withDataSections("faq", FAQ))("%s: FAQ, every question in data order", (_source, faq) => {
  renderWithSite(<FaqSection section={faq} />);
  expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(faq.items.map((item) => item.question));
});

test("FAQ: answers open independently", async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqSection section={FAQ} />);
  const buttons = screen.getAllByRole("button");
  await user.click(buttons[0]!);
  await user.click(buttons[1]!);
  expect(screen.getByRole("region", { name: FAQ.items[0]!.question })).toHaveTextContent(FAQ.items[0]!.answer);
  expect(screen.getByRole("region", { name: FAQ.items[1]!.question })).toBeVisible();
  expect(screen.queryByRole("region", { name: FAQ.items[2]!.question })).toBeNull();
});
