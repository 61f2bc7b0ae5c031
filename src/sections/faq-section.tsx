import { graphql } from "gatsby";
import { Accordion } from "../ui/accordion";
import { SectionFrame } from "./section-frame";

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
  const items = faq.items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }));
  return (
    <SectionFrame section={faq}>
      <Accordion idPrefix={`${faq.id}-question`} items={items} />
    </SectionFrame>
  );
}
