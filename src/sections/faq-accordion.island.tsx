import { defineIsland } from "../islands/define-island";
import { Accordion } from "../ui/accordion";

type FaqAccordionProps = { idPrefix: string; items: ReadonlyArray<{ question: string; answer: string }> };

function FaqAccordion({ idPrefix, items }: FaqAccordionProps) {
  return <Accordion idPrefix={idPrefix} items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} />;
}

/** Wakes at the first input on it: until then CSS keeps the answers folded (../ui/accordion.tsx). */
export default defineIsland({ name: "faq-accordion", when: "interaction", Component: FaqAccordion });
