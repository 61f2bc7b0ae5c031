import { graphql } from "gatsby";
import { Section } from "../ui/section";
import { SectionActions } from "./section-actions";
import { headingIdOf, toneOf } from "./section-tone";

export const query = graphql`
  fragment CallToActionSectionFields on CallToActionSection {
    id
    tone
    title
    text
    actions {
      ...SectionActionFields
    }
  }
`;

/** The closing band: a heading, one line of text and the buttons that lead to a conversation. */
export function CallToActionSection({ section }: { section: Queries.CallToActionSectionFieldsFragment }) {
  return (
    <Section id={section.id} headingId={headingIdOf(section)} tone={toneOf(section.tone, "dark")} title={section.title} intro={section.text}>
      <SectionActions actions={section.actions} />
    </Section>
  );
}
