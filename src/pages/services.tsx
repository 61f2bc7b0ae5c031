import { graphql, type HeadProps, type PageProps } from "gatsby";
import { WebPageSeo } from "../components/page-seo";
import { CallToActionSection } from "../sections/call-to-action-section";
import { HeroSection } from "../sections/hero-section";
import { StatsSection } from "../sections/stats-section";
import { headingIdOf } from "../sections/section-tone";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";
import { ServiceCard } from "../ui/service-card";

const PATH = "/services";

/** The services overview: one card per service page, the track record and a closing call to action. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPageJson;
  if (!page) return null;
  const { services } = page;
  return (
    <>
      <HeroSection section={page.hero} />
      <Section id={services.id} headingId={headingIdOf(services)} title={services.title} intro={services.intro ?? undefined}>
        <CardGrid $min="16rem">
          {services.cards.map((card) => (
            <ServiceCard key={card.title} {...card} />
          ))}
        </CardGrid>
      </Section>
      <StatsSection section={page.stats} />
      <CallToActionSection section={page.cta} />
    </>
  );
}

export const query = graphql`
  query ServicesPage {
    servicesPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      services {
        id
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
      stats {
        ...StatsSectionFields
      }
      cta {
        ...CallToActionSectionFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPageJson;
  if (!page) return null;
  return <WebPageSeo seo={page.seo} path={PATH} name={page.hero.title} />;
}
