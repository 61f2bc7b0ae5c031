import { graphql } from "gatsby";
import { BlogPostCard } from "../components/blog/blog-post-card";
import { CardGrid } from "../ui/card";
import { useOnFirstScreen } from "./first-screen";
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

/** Every article of data/blog/, newest first, each card linking to its page; on the first screen, the first card's image loads at once. */
export function BlogListSection({ section }: { section: Queries.BlogListSectionFieldsFragment }) {
  const onFirstScreen = useOnFirstScreen();
  return (
    <SectionFrame section={section}>
      <CardGrid $min="20rem">
        {section.posts.map((post, index) => (
          <BlogPostCard key={post.path} post={post} readMoreLabel={section.readMoreLabel} priority={onFirstScreen && index === 0} />
        ))}
      </CardGrid>
    </SectionFrame>
  );
}
