import type { ReactElement } from "react";
import { lazySection } from "./lazy-section";

export type PageSectionData = Queries.PageSectionFieldsFragment;
type TypeName = PageSectionData["__typename"];
type SectionComponent<Name extends TypeName> = (props: { section: Extract<PageSectionData, { __typename: Name }> }) => ReactElement | null;

/** The component of every kind, each in the module its loader imports, exported under the kind's type name. */
type SectionModules = { readonly [Name in TypeName]: () => Promise<{ readonly [Key in Name]: SectionComponent<Name> }> };

/**
 * The one list of section kinds' code: a line per kind of data/schemas/sections.schema.json, keyed by
 * the kind's GraphQL type (its `type` + "Section"), loading the module that exports the component of
 * that name. The page query selects every kind through the fragment generated from the schema
 * (`...PageSectionFields`, gatsby/page-section-fragment.ts) and this map's type follows that
 * fragment: a kind without a line, a line for no kind, or a module without the component stops
 * `tsc` (and src/sections/__tests__/registry.test.tsx names the kind).
 *
 * Each kind loads on demand (./lazy-section explains why), in a few chunks grouped by what pages show
 * together, as measured on the built pages (docs/performance.md): a page fetches a few files rather
 * than one per kind (one chunk per kind was larger: each carried the primitives it shares), and no
 * kind it does not show is large. The kinds most pages show (sections-common); the cards, steps and
 * figures of the detail pages (sections-detail); the image hero with the image runtime, the kinds
 * shown beside it and the short enquiry form (sections-showcase); the full enquiry form
 * (sections-enquiry); the kinds that list a collection (sections-collections).
 */
const SECTION_MODULES: SectionModules = {
  HeroSection: () => import(/* webpackChunkName: "sections-common" */ "./hero-section"),
  CardGridSection: () => import(/* webpackChunkName: "sections-common" */ "./card-grid-section"),
  ProcessSection: () => import(/* webpackChunkName: "sections-detail" */ "./process-section"),
  BenefitsSection: () => import(/* webpackChunkName: "sections-detail" */ "./benefits-section"),
  StatsSection: () => import(/* webpackChunkName: "sections-common" */ "./stats-section"),
  TalentCategoriesSection: () => import(/* webpackChunkName: "sections-detail" */ "./talent-categories-section"),
  IndustriesSection: () => import(/* webpackChunkName: "sections-detail" */ "./industries-section"),
  CostComparisonSection: () => import(/* webpackChunkName: "sections-detail" */ "./cost-comparison-section"),
  TextBlockSection: () => import(/* webpackChunkName: "sections-common" */ "./text-block-section"),
  IntegrationTabsSection: () => import(/* webpackChunkName: "sections-detail" */ "./integration-tabs-section"),
  RevealCardsSection: () => import(/* webpackChunkName: "sections-detail" */ "./reveal-cards-section"),
  CallToActionSection: () => import(/* webpackChunkName: "sections-common" */ "./call-to-action-section"),
  AdvantageCardsSection: () => import(/* webpackChunkName: "sections-detail" */ "./advantage-cards-section"),
  ImageHeroSection: () => import(/* webpackChunkName: "sections-showcase" */ "./image-hero-section"),
  GradientCardsSection: () => import(/* webpackChunkName: "sections-showcase" */ "./gradient-cards-section"),
  FiguresAndBenefitsSection: () => import(/* webpackChunkName: "sections-showcase" */ "./figures-and-benefits-section"),
  AboutSection: () => import(/* webpackChunkName: "sections-showcase" */ "./about-section"),
  FeaturedTestimonialsSection: () => import(/* webpackChunkName: "sections-showcase" */ "./featured-testimonials-section"),
  FaqSection: () => import(/* webpackChunkName: "sections-showcase" */ "./faq-section"),
  ShortEnquiryFormSection: () => import(/* webpackChunkName: "sections-showcase" */ "./short-enquiry-form-section"),
  FullEnquiryFormSection: () => import(/* webpackChunkName: "sections-enquiry" */ "./full-enquiry-form-section"),
  ServiceCardsSection: () => import(/* webpackChunkName: "sections-detail" */ "./service-cards-section"),
  SavingsExampleSection: () => import(/* webpackChunkName: "sections-detail" */ "./savings-example-section"),
  TestimonialListSection: () => import(/* webpackChunkName: "sections-collections" */ "./testimonial-list-section"),
  CaseStudyListSection: () => import(/* webpackChunkName: "sections-collections" */ "./case-study-list-section"),
  BlogListSection: () => import(/* webpackChunkName: "sections-collections" */ "./blog-list-section"),
};

export const SECTION_COMPONENTS = Object.fromEntries(
  Object.entries(SECTION_MODULES).map(([name, load]) => [
    name,
    lazySection(() => load().then((module) => (module as Record<string, SectionComponent<TypeName>>)[name]!)),
  ]),
) as unknown as { readonly [Name in TypeName]: SectionComponent<Name> };

function SectionBlock({ section }: { section: PageSectionData }) {
  // The map's type ties each name to its own props; indexing by a union loses that link.
  const Component = SECTION_COMPONENTS[section.__typename] as ((props: { section: PageSectionData }) => ReactElement | null) | undefined;
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
