import { graphql } from "gatsby";
import { BlogPostCard } from "../components/blog/blog-post-card";
import { CardGrid } from "../ui/card";
import { SectionFrame } from "./section-frame";

export const query = graphql`
  fragment BlogListSectionFields on BlogListSection {
    id
    tone
    title
    intro
    readMoreLabel
    posts {
      ...BlogPostCardFields
    }
  }
`;

/** Every article of data/blog/, newest first, each card linking to its page. */
export function BlogListSection({ section }: { section: Queries.BlogListSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <CardGrid $min="20rem">
        {section.posts.map((post) => (
          <BlogPostCard key={post.path} post={post} readMoreLabel={section.readMoreLabel} />
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
