import { graphql } from "gatsby";
import { CaseStudyCard } from "../components/case-study/case-study-card";
import { CardGrid } from "../ui/card";
import { useInFirstSections } from "../lib/first-sections";
import { ListPagination } from "./list-position";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment CaseStudyListSectionFields on CaseStudyListSection {
    id
    tone
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
    caseStudies(ids: $listIds, skip: $listSkip, limit: $listLimit) {
      ...CaseStudyCardFields
    }
  }
`;

/** The case studies of one listing page in the editors' `order`, each card linking to its page, then the links to the list's other pages; in the initial viewport, the first card's image loads at once. */
export function CaseStudyListSection({ section }: { section: Queries.CaseStudyListSectionFieldsFragment }) {
  const inFirstSections = useInFirstSections();
  return (
    <SectionFrame section={section}>
      <CardGrid $min="26rem">
        {section.caseStudies.map((study, index) => (
          <CaseStudyCard key={study.path} study={study} labels={section} priority={inFirstSections && index === 0} />
        ))}
      </CardGrid>
      <ListPagination />
    </SectionFrame>
  );
}
