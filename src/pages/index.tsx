import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageSeo } from "../components/page-seo";
import { organization } from "../lib/structured-data";
import { AboutSection } from "../sections/home/about-section";
import { ContactSection } from "../sections/home/contact-section";
import { FaqSection } from "../sections/home/faq-section";
import { FeaturedTestimonials } from "../sections/home/featured-testimonials";
import { HomeHero } from "../sections/home/home-hero";
import { IndiaAdvantageSection } from "../sections/home/india-advantage-section";
import { ServicesOverview } from "../sections/home/services-overview";

/** In-page anchors: the header links to /#about, and docs/requirements.md fixes #faq and #contact. */
const ANCHORS = { services: "services", india: "why-india", about: "about", testimonials: "testimonials", faq: "faq", contact: "contact" } as const;

/** The home page: texts from data/pages/home.json, the featured testimonials from data/testimonials.json. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homePageJson: page, testimonialsJson: testimonials } = data;
  if (!page || !testimonials) return null;
  return (
    <>
      <HomeHero hero={page.hero} />
      <ServicesOverview id={ANCHORS.services} services={page.services} />
      <IndiaAdvantageSection id={ANCHORS.india} india={page.india} />
      <AboutSection id={ANCHORS.about} about={page.about} />
      <FeaturedTestimonials
        id={ANCHORS.testimonials}
        texts={page.testimonials}
        testimonials={testimonials.testimonials.filter((testimonial) => testimonial.featured)}
        labels={testimonials}
      />
      <FaqSection id={ANCHORS.faq} faq={page.faq} />
      <ContactSection id={ANCHORS.contact} contact={page.contact} />
    </>
  );
}

export const query = graphql`
  query HomePage {
    homePageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HomeHeroFields
      }
      services {
        ...HomeServicesFields
      }
      india {
        ...HomeIndiaFields
      }
      about {
        ...HomeAboutFields
      }
      testimonials {
        ...HomeTestimonialsFields
      }
      faq {
        ...HomeFaqFields
      }
      contact {
        ...HomeContactFields
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

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  const page = data.homePageJson;
  if (!page) return null;
  return <PageSeo seo={page.seo} path="/" structuredData={(site) => organization(site)} />;
}
