import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageSeo } from "../components/page-seo";
import { PageSections } from "../sections/registry";

/** One service page per data/services/<file-name>.json, at its `path` (gatsby/content-kinds.ts). */
export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const page = data.servicePageJson;
  if (!page) return null;
  return <PageSections sections={page.sections} />;
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicePageJson(id: { eq: $id }) {
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

export function Head({ data }: HeadProps<Queries.ServicePageQuery>) {
  const page = data.servicePageJson;
  if (!page) return null;
  return <PageSeo seo={page.seo} path={page.path} image={page.socialCard} jsonLd={page.jsonLd} />;
}
