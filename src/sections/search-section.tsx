import { graphql } from "gatsby";
import styled from "styled-components";
import SiteSearch from "./site-search.island";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment SearchSectionFields on SearchSection {
    id
    tone
    title
    intro
    fieldLabel
    placeholder
    searching
    oneResult
    manyResults
    noResults
    loadError
    moreResultsLabel
    resultsPerPage
    noScript
  }
`;

const NoScript = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.md} auto 0;
`;

/**
 * The site search (./site-search.island.tsx) in a section of its own. Without JavaScript the field
 * cannot search, so the section says so (`noScript`) and where the pages are listed instead.
 */
export function SearchSection({ section }: { section: Queries.SearchSectionFieldsFragment }) {
  const { fieldLabel, placeholder, searching, oneResult, manyResults, noResults, loadError, moreResultsLabel } = section;
  return (
    <SectionFrame section={section}>
      <SiteSearch
        texts={{ fieldLabel, placeholder, searching, oneResult, manyResults, noResults, loadError, moreResultsLabel }}
        resultsPerPage={section.resultsPerPage}
      />
      <noscript>
        <NoScript>{section.noScript}</NoScript>
      </noscript>
    </SectionFrame>
  );
}
