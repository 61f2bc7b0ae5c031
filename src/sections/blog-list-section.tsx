import { graphql } from "gatsby";
import { BlogPostCard } from "../components/blog/blog-post-card";
import { CardGrid } from "../ui/card";
import { useInFirstSections } from "../lib/first-sections";
import { ListPagination } from "./list-position";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment BlogListSectionFields on BlogListSection {
    id
    tone
    title
    intro
    readMoreLabel
    posts(ids: $listIds, skip: $listSkip, limit: $listLimit, category: $listCategory) {
      ...BlogPostCardFields
    }
  }
`;

/**
 * The articles of one listing page (all of data/blog/, or one category's, newest first, a page's worth:
 * the page's query asks for its slice), each card linking to its page, then the links to the list's
 * other pages; in the initial viewport, the first card's image loads at once.
 */
export function BlogListSection({ section }: { section: Queries.BlogListSectionFieldsFragment }) {
  const inFirstSections = useInFirstSections();
  return (
    <SectionFrame section={section}>
      <CardGrid $min="20rem">
        {section.posts.map((post, index) => (
          <BlogPostCard key={post.path} post={post} readMoreLabel={section.readMoreLabel} priority={inFirstSections && index === 0} />
        ))}
      </CardGrid>
      <ListPagination />
    </SectionFrame>
  );
}
