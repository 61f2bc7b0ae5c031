import { graphql } from "gatsby";
import FaqAccordion from "./faq-accordion.island";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment FaqSectionFields on FaqSection {
    id
    tone
    title
    intro
    items {
      question
      answer
    }
  }
`;

/** Frequently asked questions as an accordion in which several answers can be open at once. */
export function FaqSection({ section: faq }: { section: Queries.FaqSectionFieldsFragment }) {
  return (
    <SectionFrame section={faq}>
      <FaqAccordion idPrefix={`${faq.id}-question`} items={faq.items} />
    </SectionFrame>
  );
}
