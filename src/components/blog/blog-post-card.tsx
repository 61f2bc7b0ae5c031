import { graphql } from "gatsby";
import { Badge } from "../../ui/badge";
import { Picture } from "../../ui/picture";
import { Button } from "../../ui/button";
import { SiteLink } from "../../ui/site-link";
import { CardFooter, MediaCard } from "../../ui/media-card";
import { PostMeta } from "./post-meta";

export const query = graphql`
  fragment BlogPostCardFields on BlogPostJson {
    path
    title
    excerpt
    category
    categoryPath
    date
    datePublished(formatString: "YYYY-MM-DD")
    readTime
    imageAlt
    # The same arguments as the article page's image (src/templates): both use one set of files, made once per image.
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640)
      }
    }
  }
`;

type BlogPostCardProps = {
  post: Queries.BlogPostCardFieldsFragment;
  readMoreLabel: string;
  /** Its image loads at once (see Picture). */
  priority?: boolean;
};

/** An article on /blog: image, category (a link to its category's listing), date, read time, title, excerpt and a link to the article. */
export function BlogPostCard({ post, readMoreLabel, priority = false }: BlogPostCardProps) {
  const image = post.image?.childImageSharp?.gatsbyImageData;
  return (
    <MediaCard as="li">
      {image && <Picture image={image} alt={post.imageAlt} priority={priority} />}
      <div>
        <Badge>
          <SiteLink to={post.categoryPath}>{post.category}</SiteLink>
        </Badge>
        <PostMeta date={post.date} datePublished={post.datePublished} readTime={post.readTime} />
        <h3>{post.title}</h3>
        <p>{post.excerpt}</p>
        <CardFooter>
          <Button to={post.path} variant="corporate">
            {readMoreLabel}
            <span className="visually-hidden">: {post.title}</span>
          </Button>
        </CardFooter>
      </div>
    </MediaCard>
  );
}
