import { graphql } from "gatsby";
import IntegrationTabs from "./integration-tabs.island";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment IntegrationTabsSectionFields on IntegrationTabsSection {
    id
    tone
    title
    intro
    tabsLabel
    popularLabel
    featuresLabel
    overviewTitle
    entries {
      icon {
        ...IconGlyph
      }
      title
      subtitle
      description
      features
      popular
    }
    action {
      ...SectionActionFields
    }
  }
`;

/** Selectable integrations: the section's heading and intro, then the tabs (an island). */
export function IntegrationTabsSection({ section }: { section: Queries.IntegrationTabsSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <IntegrationTabs section={section} />
    </SectionFrame>
  );
}
