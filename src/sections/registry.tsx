import type { ComponentType } from "react";
import { graphql } from "gatsby";
import { AdvantageCardsSection } from "./advantage-cards-section";
import { BenefitsSection } from "./benefits-section";
import { CallToActionSection } from "./call-to-action-section";
import { CardGridSection } from "./card-grid-section";
import { CostComparisonSection } from "./cost-comparison-section";
import { HeroSection } from "./hero-section";
import { IndustriesSection } from "./industries-section";
import { IntegrationTabsSection } from "./integration-tabs-section";
import { ProcessSection } from "./process-section";
import { RevealCardsSection } from "./reveal-cards-section";
import { StatsSection } from "./stats-section";
import { TalentCategoriesSection } from "./talent-categories-section";
import { TextBlockSection } from "./text-block-section";
import { ServiceCardsSection } from "./service-cards-section";
import { SavingsExampleSection } from "./savings-example-section";
import { TestimonialListSection } from "./testimonial-list-section";
import { CaseStudyListSection } from "./case-study-list-section";
import { BlogListSection } from "./blog-list-section";

/**
 * The one place that maps a section's GraphQL type (see gatsby/schema/page-sections.ts) to
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
