import { graphql } from "gatsby";
import { Accordion } from "../../ui/accordion";
import { Section } from "../../ui/section";

export const query = graphql`
  fragment HomeFaqFields on HomeFaq {
    title
    intro
    items {
      question
      answer
    }
  }
`;

/** Frequently asked questions as an accordion in which several answers can be open at once. */
export function FaqSection({ id, faq }: { id: string; faq: Queries.HomeFaqFieldsFragment }) {
  const items = faq.items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }));
  return (
    <Section id={id} title={faq.title} intro={faq.intro}>
      <Accordion idPrefix={`${id}-question`} items={items} />
    </Section>
  );
}
