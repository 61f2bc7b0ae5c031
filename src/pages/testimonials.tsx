import { graphql, type HeadProps, type PageProps } from "gatsby";
import { WebPageSeo } from "../components/page-seo";
import { TestimonialCard } from "../components/testimonial-card";
import { CallToActionSection } from "../sections/call-to-action-section";
import { HeroSection } from "../sections/hero-section";
import { StatsSection } from "../sections/stats-section";
import { CardGrid } from "../ui/card";
import { Section } from "../ui/section";

const PATH = "/testimonials";

type TestimonialList = NonNullable<Queries.TestimonialsPageQuery["testimonialsJson"]>;

function TestimonialGrid({
  id,
  heading,
  items,
  labels,
}: {
  id: string;
  heading: { title: string; intro: string };
  items: TestimonialList["testimonials"];
  labels: TestimonialList;
}) {
  return (
    <Section id={id} title={heading.title} intro={heading.intro}>
      <CardGrid $min="19rem">
        {items.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} labels={labels} detailed />
        ))}
      </CardGrid>
    </Section>
  );
}

/** /testimonials: page texts from data/pages/testimonials.json, every testimonial from data/testimonials.json. */
export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const { testimonialsPageJson: page, testimonialsJson: list } = data;
  if (!page || !list) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <StatsSection section={page.stats} />
      <TestimonialGrid id="featured" heading={page.featured} items={list.testimonials.filter((item) => item.featured)} labels={list} />
      <TestimonialGrid id="more" heading={page.more} items={list.testimonials.filter((item) => !item.featured)} labels={list} />
      <CallToActionSection section={page.cta} />
    </>
  );
}

export const query = graphql`
  query TestimonialsPage {
    testimonialsPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      stats {
        ...StatsSectionFields
      }
      featured {
        title
        intro
      }
      more {
        title
        intro
      }
      cta {
        ...CallToActionSectionFields
      }
    }
    testimonialsJson {
      ...TestimonialLabelsFields
      testimonials {
        featured
        ...TestimonialFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.TestimonialsPageQuery>) {
  const page = data.testimonialsPageJson;
  if (!page) return null;
  return <WebPageSeo seo={page.seo} path={PATH} name={page.hero.title} />;
}
