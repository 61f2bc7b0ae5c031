import { graphql } from "gatsby";
import { SectionActions } from "./section-actions";
import { SectionFrame } from "../ui/section";

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

/** The closing section: a heading, one line of text and the buttons that lead to a conversation. */
export function CallToActionSection({ section }: { section: Queries.CallToActionSectionFieldsFragment }) {
  return (
    <SectionFrame section={section} defaultTone="dark" intro={section.text}>
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
