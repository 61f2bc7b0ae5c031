import type { ComponentType } from "react";
import { graphql } from "gatsby";
import { lazySection } from "./lazy-section";

// Each kind loads on demand (./lazy-section explains why), grouped into a few chunks by the pages that
// show them, so that a page fetches a few files rather than one per kind and no kind it does not show
// is large: the kinds most pages use (sections-basic), the other service page kinds (sections-more),
// the home page's kinds with the image runtime and the short form (sections-home), the full
// enquiry form (sections-contact), and the lists of a collection (sections-lists).
const AdvantageCardsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./advantage-cards-section").then((module) => module.AdvantageCardsSection),
);
const BenefitsSection = lazySection(() => import(/* webpackChunkName: "sections-more" */ "./benefits-section").then((module) => module.BenefitsSection));
const CallToActionSection = lazySection(() =>
  import(/* webpackChunkName: "sections-basic" */ "./call-to-action-section").then((module) => module.CallToActionSection),
);
const CardGridSection = lazySection(() => import(/* webpackChunkName: "sections-basic" */ "./card-grid-section").then((module) => module.CardGridSection));
const CostComparisonSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./cost-comparison-section").then((module) => module.CostComparisonSection),
);
const HeroSection = lazySection(() => import(/* webpackChunkName: "sections-basic" */ "./hero-section").then((module) => module.HeroSection));
const IndustriesSection = lazySection(() => import(/* webpackChunkName: "sections-more" */ "./industries-section").then((module) => module.IndustriesSection));
const IntegrationTabsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./integration-tabs-section").then((module) => module.IntegrationTabsSection),
);
const ProcessSection = lazySection(() => import(/* webpackChunkName: "sections-more" */ "./process-section").then((module) => module.ProcessSection));
const RevealCardsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./reveal-cards-section").then((module) => module.RevealCardsSection),
);
const StatsSection = lazySection(() => import(/* webpackChunkName: "sections-basic" */ "./stats-section").then((module) => module.StatsSection));
const TalentCategoriesSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./talent-categories-section").then((module) => module.TalentCategoriesSection),
);
const TextBlockSection = lazySection(() => import(/* webpackChunkName: "sections-basic" */ "./text-block-section").then((module) => module.TextBlockSection));
const ImageHeroSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "./image-hero-section").then((module) => module.ImageHeroSection));
const GradientCardsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-home" */ "./gradient-cards-section").then((module) => module.GradientCardsSection),
);
const FiguresAndBenefitsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-home" */ "./figures-and-benefits-section").then((module) => module.FiguresAndBenefitsSection),
);
const AboutSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "./about-section").then((module) => module.AboutSection));
const FeaturedTestimonialsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-home" */ "./featured-testimonials-section").then((module) => module.FeaturedTestimonialsSection),
);
const FaqSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "./faq-section").then((module) => module.FaqSection));
const ShortEnquiryFormSection = lazySection(() =>
  import(/* webpackChunkName: "sections-home" */ "./short-enquiry-form-section").then((module) => module.ShortEnquiryFormSection),
);
const FullEnquiryFormSection = lazySection(() =>
  import(/* webpackChunkName: "sections-contact" */ "./full-enquiry-form-section").then((module) => module.FullEnquiryFormSection),
);
const ServiceCardsSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./service-cards-section").then((module) => module.ServiceCardsSection),
);
const SavingsExampleSection = lazySection(() =>
  import(/* webpackChunkName: "sections-more" */ "./savings-example-section").then((module) => module.SavingsExampleSection),
);
const TestimonialListSection = lazySection(() =>
  import(/* webpackChunkName: "sections-lists" */ "./testimonial-list-section").then((module) => module.TestimonialListSection),
);
const CaseStudyListSection = lazySection(() =>
  import(/* webpackChunkName: "sections-lists" */ "./case-study-list-section").then((module) => module.CaseStudyListSection),
);
const BlogListSection = lazySection(() => import(/* webpackChunkName: "sections-lists" */ "./blog-list-section").then((module) => module.BlogListSection));

/**
 * The one place that maps a section's GraphQL type (generated from data/schemas/sections.schema.json) to
 * the component that renders it. A page query spreads `...PageSectionFields` on a list of
 * `PageSection` and hands the list to <PageSections>.
 */
export const query = graphql`
  fragment PageSectionFields on PageSection {
    __typename
    type
    id
    ...HeroSectionFields
    ...CardGridSectionFields
    ...ProcessSectionFields
    ...BenefitsSectionFields
    ...StatsSectionFields
    ...TalentCategoriesSectionFields
    ...IndustriesSectionFields
    ...CostComparisonSectionFields
    ...TextBlockSectionFields
    ...IntegrationTabsSectionFields
    ...RevealCardsSectionFields
    ...CallToActionSectionFields
    ...AdvantageCardsSectionFields
    ...ImageHeroSectionFields
    ...GradientCardsSectionFields
    ...FiguresAndBenefitsSectionFields
    ...AboutSectionFields
    ...FeaturedTestimonialsSectionFields
    ...FaqSectionFields
    ...ShortEnquiryFormSectionFields
    ...FullEnquiryFormSectionFields
    ...ServiceCardsSectionFields
    ...SavingsExampleSectionFields
    ...TestimonialListSectionFields
    ...CaseStudyListSectionFields
    ...BlogListSectionFields
  }
`;

export type PageSectionData = Queries.PageSectionFieldsFragment;
type TypeName = PageSectionData["__typename"];
type SectionComponent<Name extends TypeName> = ComponentType<{ section: Extract<PageSectionData, { __typename: Name }> }>;

export const SECTION_COMPONENTS: { readonly [Name in TypeName]: SectionComponent<Name> } = {
  HeroSection,
  CardGridSection,
  ProcessSection,
  BenefitsSection,
  StatsSection,
  TalentCategoriesSection,
  IndustriesSection,
  CostComparisonSection,
  TextBlockSection,
  IntegrationTabsSection,
  RevealCardsSection,
  CallToActionSection,
  AdvantageCardsSection,
  ImageHeroSection,
  GradientCardsSection,
  FiguresAndBenefitsSection,
  AboutSection,
  FeaturedTestimonialsSection,
  FaqSection,
  ShortEnquiryFormSection,
  FullEnquiryFormSection,
  ServiceCardsSection,
  SavingsExampleSection,
  TestimonialListSection,
  CaseStudyListSection,
  BlogListSection,
};

function SectionBlock({ section }: { section: PageSectionData }) {
  // The map's type ties each name to its own props; indexing by a union loses that link.
  const Component = SECTION_COMPONENTS[section.__typename] as ComponentType<{ section: PageSectionData }> | undefined;
  if (!Component) throw new Error(`No component renders section "${section.id}" of type "${section.type}" (src/sections/registry.tsx)`);
  return <Component section={section} />;
}

/** Renders a page's sections in their data order. */
export function PageSections({ sections }: { sections: readonly PageSectionData[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBlock key={section.id} section={section} />
      ))}
    </>
  );
}
