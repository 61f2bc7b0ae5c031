import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlogPostCard } from "../components/blog/blog-post-card";
import { PageSeo } from "../components/page-seo";
import { breadcrumbList, webPage } from "../lib/structured-data";
import { CallToActionSection } from "../sections/call-to-action-section";
import { HeroSection } from "../sections/hero-section";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";

const PATH = "/blog";

/** The blog list: texts from data/pages/blog.json, articles from data/blog/, newest first. */
export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  const page = data.blogPageJson;
  if (!page) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <Section id="articles" title={page.list.title} intro={page.list.intro}>
        <CardGrid $min="20rem">
          {data.allBlogPostJson.nodes.map((post) => (
            <BlogPostCard key={post.path} post={post} readMoreLabel={page.list.readMoreLabel} />
          ))}
        </CardGrid>
      </Section>
      <CallToActionSection section={page.newsletter} />
    </>
  );
}

export const query = graphql`
  query BlogPage {
    blogPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      list {
        title
        intro
        readMoreLabel
      }
      article {
        homeLabel
        listLabel
      }
      newsletter {
        ...CallToActionSectionFields
      }
    }
    allBlogPostJson(sort: { datePublished: DESC }) {
      nodes {
        ...BlogPostCardFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.BlogPageQuery>) {
  const page = data.blogPageJson;
  if (!page) return null;
  return (
    <PageSeo
      seo={page.seo}
      path={PATH}
      structuredData={(site) => [
        webPage(site, { name: page.hero.title, description: page.seo.description, path: PATH }),
        breadcrumbList(site, [
          { name: page.article.homeLabel, path: "/" },
          { name: page.article.listLabel, path: PATH },
        ]),
      ]}
    />
  );
}
