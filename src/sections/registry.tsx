import { createElement, lazy, Suspense, type FunctionComponent, type ReactElement } from "react";
import { SectionIndex } from "../lib/first-sections";
import { sectionsToShow } from "./left-out-sections";

export type PageSectionData = Queries.PageSectionFieldsFragment;
type TypeName = PageSectionData["__typename"];
type Renders<Props> = (props: Props) => ReactElement | null;
type SectionComponent<Name extends TypeName> = (props: { section: Extract<PageSectionData, { __typename: Name }> }) => ReactElement | null;

/** The component of every kind, each in the module its loader imports, exported under the kind's type name. */
type SectionModules = { readonly [Name in TypeName]: () => Promise<{ readonly [Key in Name]: SectionComponent<Name> }> };

/**
 * The one list of section kinds' code: a line per kind of data/schemas/sections.schema.json, keyed by
 * the kind's GraphQL type (its `type` + "Section"), loading the module that exports the component of
 * that name. The page query selects every kind through the fragment generated from the schema
 * (`...PageSectionFields`, gatsby/schema/page-section-fragment.ts) and this map's type follows that
 * fragment: a kind without a line, a line for no kind, or a module without the component stops
 * `tsc` (and src/sections/__tests__/registry.test.tsx names the kind).
 *
 * Each kind's module is imported only when a page shows it (lazySection, below): the browser
 * loads the page's template, and no section of it unless the section holds an island.
 */
const SECTION_MODULES: SectionModules = {
  HeroSection: () => import("./hero-section"),
  CardGridSection: () => import("./card-grid-section"),
  ProcessSection: () => import("./process-section"),
  BenefitsSection: () => import("./benefits-section"),
  StatsSection: () => import("./stats-section"),
  TalentCategoriesSection: () => import("./talent-categories-section"),
  IndustriesSection: () => import("./industries-section"),
  CostComparisonSection: () => import("./cost-comparison-section"),
  TextBlockSection: () => import("./text-block-section"),
  IntegrationTabsSection: () => import("./integration-tabs-section"),
  RevealCardsSection: () => import("./reveal-cards-section"),
  CallToActionSection: () => import("./call-to-action-section"),
  AdvantageCardsSection: () => import("./advantage-cards-section"),
  ImageHeroSection: () => import("./image-hero-section"),
  GradientCardsSection: () => import("./gradient-cards-section"),
  FiguresAndBenefitsSection: () => import("./figures-and-benefits-section"),
  AboutSection: () => import("./about-section"),
  FeaturedTestimonialsSection: () => import("./featured-testimonials-section"),
  FaqSection: () => import("./faq-section"),
  SearchSection: () => import("./search-section"),
  ShortEnquiryFormSection: () => import("./short-enquiry-form-section"),
  FullEnquiryFormSection: () => import("./full-enquiry-form-section"),
  ServiceCardsSection: () => import("./service-cards-section"),
  SavingsExampleSection: () => import("./savings-example-section"),
  TestimonialListSection: () => import("./testimonial-list-section"),
  CaseStudyListSection: () => import("./case-study-list-section"),
  BlogListSection: () => import("./blog-list-section"),
};

/**
 * A section kind whose code is imported only when a page shows it. Sections render on the server
 * alone (Gatsby waits until every one has loaded): in the browser only a page's islands run, so a
 * kind's code reaches the browser only through the islands it contains, and a static kind never
 * does.
 */
function lazySection<Props extends object>(load: () => Promise<Renders<Props>>): Renders<Props> {
  // React.lazy types its result as an exotic component; it renders like the function it loads.
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as FunctionComponent<Props>;
  return function LazySection(props: Props) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}

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

/** Renders a page's sections in their data order, but those that would show nothing (left-out-sections.ts). */
export function PageSections({ sections }: { sections: readonly PageSectionData[] }) {
  return (
    <>
      {sectionsToShow(sections).map((section, index) => (
        <SectionIndex key={section.id} index={index}>
          <SectionBlock section={section} />
        </SectionIndex>
      ))}
    </>
  );
}

/**
 * The call to action that closes an article or a case study: a section kind a template places
 * itself, outside a page's sections, imported on demand like every kind so its code stays out of
 * the browser.
 */
export const ClosingCallToAction = lazySection(() => import("./call-to-action-section").then((module) => module.CallToActionSection));
