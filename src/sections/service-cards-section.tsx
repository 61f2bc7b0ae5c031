import { graphql } from "gatsby";
import { CardGrid } from "../ui/card";
import { ServiceCard } from "../ui/service-card";
import { SectionFrame } from "../ui/section";

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
    <SectionFrame section={section}>
      <CardGrid $min="16rem">
        {section.cards.map((card, position) => (
          <ServiceCard key={position} {...card} features={card.features ?? []} />
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
