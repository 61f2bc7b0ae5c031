import { graphql } from "gatsby";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";
import { ServiceCard } from "../ui/service-card";
import { headingIdOf, toneOf } from "./section-tone";

export const query = graphql`
  fragment ServiceCardsSectionFields on ServiceCardsSection {
    id
    tone
    title
    intro
    cards {
      title
      description
      features
      icon {
        ...IconGlyph
      }
      colour
      link {
        label
        to
      }
    }
  }
`;

/** One card per service, each with its accent colour, features and a link to the service's page. */
export function ServiceCardsSection({ section }: { section: Queries.ServiceCardsSectionFieldsFragment }) {
  return (
    <Section id={section.id} headingId={headingIdOf(section)} tone={toneOf(section.tone)} title={section.title} intro={section.intro ?? undefined}>
      <CardGrid $min="16rem">
        {section.cards.map((card) => (
          <ServiceCard key={card.title} {...card} features={card.features ?? []} />
        ))}
      </CardGrid>
    </Section>
  );
}
