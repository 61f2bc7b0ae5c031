import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Breadcrumb } from "../components/breadcrumb";
import { CaseStudyFacts } from "../components/case-study/case-study-facts";
import { ChallengeAndSolution } from "../components/case-study/challenge-and-solution";
import { ClientQuote } from "../components/case-study/client-quote";
import { ImplementationPhases } from "../components/case-study/implementation-phases";
import { ResultMetrics } from "../components/case-study/result-metrics";
import { PageSeo } from "../components/page-seo";
import { ClosingCallToAction } from "../sections/registry";
import { PageHero } from "../ui/page-hero";
import { RoundedPicture } from "../ui/picture";

type Data = Queries.CaseStudyQuery;

/** One page per data/case-studies/<file-name>.json, at its `path` (gatsby/content/content-kinds.ts). */
export default function CaseStudyTemplate({ data }: PageProps<Data>) {
  const { caseStudyJson: study, siteJson: site } = data;
  const image = study?.image?.childImageSharp?.gatsbyImageData;
  if (!study || !site) return null;
  const detail = site.caseStudyPage;
  return (
    <>
      <Breadcrumb label={detail.breadcrumbLabel} crumbs={study.breadcrumbs} />
      <PageHero
        badge={study.industry}
        title={study.title}
        intro={study.excerpt}
        headingId="case-study-title"
        aside={image && <RoundedPicture image={image} alt={study.imageAlt} priority />}
      />
      <CaseStudyFacts
        label={detail.factsLabel}
        facts={[
          { label: detail.clientLabel, value: study.company },
          { label: detail.industryLabel, value: study.industry },
          { label: detail.durationLabel, value: study.projectDuration },
          { label: detail.teamSizeLabel, value: study.teamSize },
          { label: detail.locationLabel, value: study.location },
          { label: detail.roiLabel, value: detail.roiValue },
        ]}
      />
      <ChallengeAndSolution story={study} labels={detail} />
      <ImplementationPhases label={detail.implementationLabel} implementation={study.implementation} />
      <ResultMetrics label={detail.resultsLabel} results={study.results} />
      <ClientQuote label={detail.testimonialLabel} testimonial={study.testimonial} />
      <ClosingCallToAction section={detail.cta} />
    </>
  );
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudyJson(id: { eq: $id }) {
      path
      jsonLd
      socialCard {
        src
        width
        height
        alt
      }
      breadcrumbs {
        ...BreadcrumbFields
      }
      title
      company
      industry
      location
      projectDuration
      teamSize
      excerpt
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 640)
        }
      }
      seo {
        ...SeoFields
      }
      ...CaseStudyStoryFields
      implementation {
        ...CaseStudyImplementationFields
      }
      results {
        ...CaseStudyResultsFields
      }
      testimonial {
        ...CaseStudyQuoteFields
      }
    }
    siteJson {
      caseStudyPage {
        breadcrumbLabel
        factsLabel
        clientLabel
        industryLabel
        durationLabel
        teamSizeLabel
        locationLabel
        roiLabel
        roiValue
        challengeLabel
        painPointsLabel
        solutionLabel
        approachesLabel
        implementationLabel
        resultsLabel
        testimonialLabel
        cta {
          ...CallToActionSectionFields
        }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  const study = data.caseStudyJson;
  if (!study) return null;
  return <PageSeo seo={study.seo} path={study.path} image={study.socialCard} jsonLd={study.jsonLd} />;
}
