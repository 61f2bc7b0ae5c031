import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ListingPageSeo } from "../components/listing-page-seo";
import type { ListPosition } from "../lib/list-position";
import { ListPositionProvider } from "../sections/list-position";
import { PageSections } from "../sections/registry";

/** What gatsby/create-pages.ts hands a page whose list is split into pages: its place among them (the slice itself is the query's variables). */
export type ListingPageContext = { listPosition?: ListPosition };

/**
 * Every page of data/pages/<file-name>.json, at its `path` (gatsby/content/content-kinds.ts): its sections in
 * order. A page whose list is split into pages is rendered once per page of the list, each at its
 * own address (page 1 at the page's `path`) with its slice of the list.
 */
export default function PageTemplate({ data, pageContext }: PageProps<Queries.PageQuery, ListingPageContext>) {
  const page = data.pageJson;
  if (!page) return null;
  return (
    <ListPositionProvider value={pageContext.listPosition}>
      <PageSections sections={page.sections} />
    </ListPositionProvider>
  );
}

export const query = graphql`
  query Page($id: String!, $listIds: [String!], $listSkip: Int, $listLimit: Int, $listCategory: String) {
    pageJson(id: { eq: $id }) {
      path
      jsonLd
      socialCard {
        src
        width
        height
        alt
      }
      seo {
        ...SeoFields
      }
      sections {
        ...PageSectionFields
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.PageQuery, ListingPageContext>) {
  const page = data.pageJson;
  if (!page) return null;
  return <ListingPageSeo seo={page.seo} path={page.path} position={pageContext.listPosition} image={page.socialCard ?? undefined} jsonLd={page.jsonLd} />;
}
