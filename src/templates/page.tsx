import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageSeo } from "../components/page-seo";
import { PageSections } from "../sections/registry";

/** Every page of data/pages/<file-name>.json, at its `path` (gatsby/content-kinds.ts): its sections in order. */
export default function PageTemplate({ data }: PageProps<Queries.PageQuery>) {
  const page = data.pageJson;
  if (!page) return null;
  return <PageSections sections={page.sections} />;
}

export const query = graphql`
  query Page($id: String!) {
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

export function Head({ data }: HeadProps<Queries.PageQuery>) {
  const page = data.pageJson;
  if (!page) return null;
  return <PageSeo seo={page.seo} path={page.path} image={page.socialCard ?? undefined} jsonLd={page.jsonLd} />;
}
