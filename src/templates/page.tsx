import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageSeo } from "../components/page-seo";
import { breadcrumbList, contactPage, organization, webPage, type JsonLd } from "../lib/structured-data";
import type { SiteData } from "../lib/use-site-data";
import { PageSections } from "../sections/registry";

/** Every page of data/pages/<file-name>.json, at its `path` (gatsby/routes.ts): its sections in order. */
export default function PageTemplate({ data }: PageProps<Queries.PageQuery>) {
  const page = data.pageJson;
  if (!page) return null;
  return <PageSections sections={page.sections} />;
}

export const query = graphql`
  query Page($id: String!) {
    pageJson(id: { eq: $id }) {
      path
      title
      structuredData
      breadcrumbs {
        label
        to
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

type PageHeadData = NonNullable<Queries.PageQuery["pageJson"]>;

/** The schema.org entities the page's `structuredData` names, plus its breadcrumb trail when it has one. */
function structuredDataOf(page: PageHeadData, site: SiteData): JsonLd[] {
  const about = { name: page.title, description: page.seo.description, path: page.path };
  const main =
    page.structuredData === "organization" ? organization(site) : page.structuredData === "contactPage" ? contactPage(site, about) : webPage(site, about);
  const trail = page.breadcrumbs?.map((crumb) => ({ name: crumb.label, path: crumb.to }));
  return trail ? [main, breadcrumbList(site, trail)] : [main];
}

export function Head({ data }: HeadProps<Queries.PageQuery>) {
  const page = data.pageJson;
  if (!page) return null;
  return <PageSeo seo={page.seo} path={page.path} structuredData={(site) => structuredDataOf(page, site)} />;
}
