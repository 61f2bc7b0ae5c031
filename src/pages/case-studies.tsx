import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyCard } from "../components/case-study/case-study-card";
import { PageSeo } from "../components/page-seo";
import { breadcrumbList, webPage } from "../lib/structured-data";
import { CallToActionSection } from "../sections/call-to-action-section";
import { HeroSection } from "../sections/hero-section";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";

const PATH = "/case-studies";

/** The case study list: texts from data/pages/case-studies.json, items from data/case-studies/ sorted by `order`. */
export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const page = data.caseStudiesPageJson;
  if (!page) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <Section id="case-studies" title={page.list.title} intro={page.list.intro}>
        <CardGrid $min="26rem">
          {data.allCaseStudyJson.nodes.map((study) => (
            <CaseStudyCard key={study.path} study={study} labels={page.list} />
          ))}
        </CardGrid>
      </Section>
      <CallToActionSection section={page.cta} />
    </>
  );
}

export const query = graphql`
  query CaseStudiesPage {
    caseStudiesPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      list {
        title
        intro
        industryLabel
        timelineLabel
        challengeLabel
        solutionLabel
        keyResultsLabel
        efficiencyLabel
        costLabel
        timeLabel
        readMoreLabel
      }
      detail {
        homeLabel
        listLabel
      }
      cta {
        ...CallToActionSectionFields
      }
    }
    allCaseStudyJson(sort: { order: ASC }) {
      nodes {
        ...CaseStudyCardFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.CaseStudiesPageQuery>) {
  const page = data.caseStudiesPageJson;
  if (!page) return null;
  return (
    <PageSeo
      seo={page.seo}
      path={PATH}
      structuredData={(site) => [
        webPage(site, { name: page.hero.title, description: page.seo.description, path: PATH }),
        breadcrumbList(site, [
          { name: page.detail.homeLabel, path: "/" },
          { name: page.detail.listLabel, path: PATH },
        ]),
      ]}
    />
  );
}
