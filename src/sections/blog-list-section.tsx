import { graphql } from "gatsby";
import { BlogPostCard } from "../components/blog/blog-post-card";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";
import { headingIdOf, toneOf } from "./section-tone";

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
    <Section id={section.id} headingId={headingIdOf(section)} tone={toneOf(section.tone)} title={section.title} intro={section.intro ?? undefined}>
      <CardGrid $min="20rem">
        {section.posts.map((post) => (
          <BlogPostCard key={post.path} post={post} readMoreLabel={section.readMoreLabel} />
        ))}
      </CardGrid>
    </Section>
  );
}
