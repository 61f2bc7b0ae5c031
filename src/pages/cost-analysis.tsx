import { graphql, type HeadProps, type PageProps } from "gatsby";
import { WebPageSeo } from "../components/page-seo";
import { BenefitsSection } from "../sections/benefits-section";
import { CallToActionSection } from "../sections/call-to-action-section";
import { CostComparisonSection } from "../sections/cost-comparison-section";
import { HeroSection } from "../sections/hero-section";
import { SavingsExampleSection } from "../sections/savings-example-section";

const PATH = "/cost-analysis";

/** Local versus India costs per service, why India, a worked savings example and the scheduler. */
export default function CostAnalysisPage({ data }: PageProps<Queries.CostAnalysisPageQuery>) {
  const page = data.costAnalysisPageJson;
  if (!page) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <CostComparisonSection section={page.comparison} />
      <BenefitsSection section={page.reasons} />
      <SavingsExampleSection section={page.savings} />
      <CallToActionSection section={page.cta} />
    </>
  );
}

export const query = graphql`
  query CostAnalysisPage {
    costAnalysisPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      comparison {
        ...CostComparisonSectionFields
      }
      reasons {
        ...BenefitsSectionFields
      }
      savings {
        ...SavingsExampleFields
      }
      cta {
        ...CallToActionSectionFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.CostAnalysisPageQuery>) {
  const page = data.costAnalysisPageJson;
  if (!page) return null;
  return <WebPageSeo seo={page.seo} path={PATH} name={page.hero.title} />;
}
