import { defineIsland } from "../islands/define-island";
import { Accordion } from "../ui/accordion";

type FaqAccordionProps = { idPrefix: string; items: ReadonlyArray<{ question: string; answer: string }> };

function FaqAccordion({ idPrefix, items }: FaqAccordionProps) {
  return <Accordion idPrefix={idPrefix} items={items.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} />;
}

/** Hydrates when the browser is idle: the answers collapse then, before the visitor scrolls to them. */
export default defineIsland({ name: "faq-accordion", when: "idle", Component: FaqAccordion });
