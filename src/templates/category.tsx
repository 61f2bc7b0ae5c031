import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ListingPageSeo } from "../components/listing-page-seo";
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from "../components/seo-limits";
import { fillPattern, fillPatternWithin } from "../lib/text-pattern";
import { BlogListSection } from "../sections/blog-list-section";
import { SectionIndex } from "../lib/first-sections";
import { ListPositionProvider } from "../sections/list-position";
import { PageHero } from "../ui/page-hero";
import type { ListingPageContext } from "./page";

type Data = Queries.CategoryPageQuery;
type Section = NonNullable<Data["pageJson"]>["sections"][number];
type ListSection = Extract<Section, { categoryPage: unknown }>;

/** The list of articles of the page that lists them (data/pages), whose `categoryPage` texts name a category page. */
function listOf(data: Data): ListSection | undefined {
  return data.pageJson?.sections.find((section): section is ListSection => "categoryPage" in section);
}

/**
 * The listing of one category's articles (gatsby/create-pages.ts makes one per category an article
 * names, paged like the list): an h1 naming the category, the list section of the page that lists
 * the articles with only that category's, and the links to its other pages. Its texts are that
 * section's `categoryPage`, {category} standing for the name.
 */
export default function CategoryTemplate({ data, pageContext }: PageProps<Data, ListingPageContext>) {
  const list = listOf(data);
  const category = pageContext.listPosition?.category;
  if (!list || category === undefined) return null;
  return (
    <ListPositionProvider value={pageContext.listPosition}>
      <SectionIndex index={0}>
        <PageHero
          title={fillPattern(list.categoryPage.title, { category })}
          intro={fillPattern(list.categoryPage.intro, { category })}
          headingId="category-title"
        />
      </SectionIndex>
      <SectionIndex index={1}>
        <BlogListSection section={list} />
      </SectionIndex>
    </ListPositionProvider>
  );
}

export const query = graphql`
  query CategoryPage($id: String!, $listIds: [String!], $listSkip: Int, $listLimit: Int, $listCategory: String) {
    pageJson(id: { eq: $id }) {
      seo {
        ...SeoFields
      }
      sections {
        ... on BlogListSection {
          ...BlogListSectionFields
          categoryPage {
            title
            intro
            seoTitle
            seoDescription
          }
        }
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Data, ListingPageContext>) {
  const list = listOf(data);
  const position = pageContext.listPosition;
  const category = position?.category;
  if (!data.pageJson || !list || !position || category === undefined) return null;
  const seo = {
    ...data.pageJson.seo,
    // A category and a pattern each within their limits may be too long together: the category is shortened.
    title: fillPatternWithin(list.categoryPage.seoTitle, { category }, SEO_TITLE_MAX_LENGTH),
    description: fillPatternWithin(list.categoryPage.seoDescription, { category }, SEO_DESCRIPTION_MAX_LENGTH),
  };
  return <ListingPageSeo seo={seo} path={position.paths[0]!} position={position} />;
}
