import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { ArticleBody } from "../components/blog/article-body";
import { PostMeta } from "../components/blog/post-meta";
import { Breadcrumb } from "../components/breadcrumb";
import { PageSeo } from "../components/page-seo";
import { ClosingCallToAction } from "../sections/registry";
import { PageHero } from "../ui/page-hero";
import { RoundedPicture } from "../ui/picture";
import { SiteLink } from "../ui/site-link";

const HeroMeta = styled(PostMeta)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

type Data = Queries.BlogPostQuery;

/** One page per data/blog/<file-name>.json, at its `path` (gatsby/content/content-kinds.ts). */
export default function BlogPostTemplate({ data }: PageProps<Data>) {
  const { blogPostJson: post, siteJson: site } = data;
  const image = post?.image?.childImageSharp?.gatsbyImageData;
  if (!post || !site) return null;
  const texts = site.articlePage;
  return (
    <>
      <Breadcrumb label={texts.breadcrumbLabel} crumbs={post.breadcrumbs} />
      <article aria-labelledby="post-title">
        <PageHero
          badge={<SiteLink to={post.categoryPath}>{post.category}</SiteLink>}
          title={post.title}
          intro={post.excerpt}
          headingId="post-title"
          actions={
            <HeroMeta
              date={post.date}
              datePublished={post.datePublished}
              readTime={post.readTime}
              author={{ label: texts.authorLabel, name: post.author }}
              onDark
            />
          }
          // The article image is the largest thing above the fold: load it at once (LCP).
          aside={image && <RoundedPicture image={image} alt={post.imageAlt} priority />}
        />
        <ArticleBody post={post} />
      </article>
      <ClosingCallToAction section={texts.cta} />
    </>
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    blogPostJson(id: { eq: $id }) {
      path
      jsonLd
      socialCard {
        src
        width
        height
        alt
      }
      breadcrumbs {
        ...BreadcrumbFields
      }
      title
      excerpt
      category
      categoryPath
      date
      datePublished(formatString: "YYYY-MM-DD")
      readTime
      author
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 640)
        }
      }
      seo {
        ...SeoFields
      }
      ...ArticleBodyFields
    }
    siteJson {
      articlePage {
        breadcrumbLabel
        authorLabel
        cta {
          ...CallToActionSectionFields
        }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  const post = data.blogPostJson;
  if (!post) return null;
  return <PageSeo seo={post.seo} path={post.path} image={post.socialCard} jsonLd={post.jsonLd} />;
}
