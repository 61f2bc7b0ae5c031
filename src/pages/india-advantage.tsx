import { graphql, type HeadProps, type PageProps } from "gatsby";
import { WebPageSeo } from "../components/page-seo";
import { AdvantageCardsSection } from "../sections/advantage-cards-section";
import { CallToActionSection } from "../sections/call-to-action-section";
import { HeroSection } from "../sections/hero-section";
import { IndustriesSection } from "../sections/industries-section";
import { StatsSection } from "../sections/stats-section";

const PATH = "/india-advantage";

/** Why outsource to India: figures, six advantages, the industries served and a call to action. */
export default function IndiaAdvantagePage({ data }: PageProps<Queries.IndiaAdvantagePageQuery>) {
  const page = data.indiaAdvantagePageJson;
  if (!page) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <StatsSection section={page.statistics} />
      <AdvantageCardsSection section={page.advantages} />
      <IndustriesSection section={page.industries} />
      <CallToActionSection section={page.cta} />
    </>
  );
}

export const query = graphql`
  query IndiaAdvantagePage {
    indiaAdvantagePageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      statistics {
        ...StatsSectionFields
      }
      advantages {
        ...IndiaAdvantageListFields
      }
      industries {
        ...IndustriesSectionFields
      }
      cta {
        ...CallToActionSectionFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.IndiaAdvantagePageQuery>) {
  const page = data.indiaAdvantagePageJson;
  if (!page) return null;
  return <WebPageSeo seo={page.seo} path={PATH} name={page.hero.title} />;
}
