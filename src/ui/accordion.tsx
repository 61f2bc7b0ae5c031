import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { ChevronDown } from "lucide";
import { LayoutIcon } from "./layout-icon";
import { useAfterTwoFrames } from "../lib/use-after-two-frames";
import { useMounted } from "../lib/use-mounted";
import { NOT_PLAIN, WITHOUT_SCRIPTS, WITH_SCRIPTS } from "../island-helpers/scripts-run";

export type AccordionEntry = { title: string; content: ReactNode };

type AccordionProps = {
  /** Unique on the page: the buttons are `${idPrefix}-1`, `${idPrefix}-2`… and their panels `…-panel`. */
  idPrefix: string;
  items: readonly AccordionEntry[];
  /** Level of the headings that hold the buttons; keeps the page outline in order. */
  headingLevel?: "h2" | "h3" | "h4";
};

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 52rem;
  margin: 0 auto;
`;

const Item = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2, h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  svg { flex: none; }
  /* Without JavaScript a button could do nothing and would announce a fold no one sees. */
  ${WITHOUT_SCRIPTS} & { display: none; }
  [data-transitions] & svg { transition: transform ${({ theme }) => theme.motion.base}; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
  /* On paper every answer is printed (see Panel): a chevron would offer to fold what cannot fold there. */
  @media print { svg { display: none; } }
`;

/** The question as plain text, where the button is not shown: a page without JavaScript. */
const QuestionText = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${WITH_SCRIPTS} &${NOT_PLAIN} { display: none; }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  p:last-child { margin-bottom: 0; }

  /* Where scripts run (<html> is marked by the inline script at the top of the head, before the
     body is parsed), CSS folds the answers the server HTML shows from the first paint, as the
     buttons' aria-expanded="false" says; the accordion's code waits for the visitor's first input
     on it, and its first render changes nothing anyone sees or hears. */
  ${WITH_SCRIPTS} ${Items}:not([data-live]) &${NOT_PLAIN} { display: none; }
  /* On paper every answer is printed, open or folded on the screen: nothing can be opened there. */
  @media print { display: block !important; }
`;

/** Down and Up move between the headers (wrapping), Home and End jump to the first and last (APG, optional keys). */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * WAI-ARIA accordion where any number of panels may be open. Each header is a button inside a
 * heading (aria-expanded, aria-controls); each panel is a region named by its button. Every panel
 * starts closed, and the server HTML says so; where scripts run CSS folds them until the
 * accordion's code runs, from then on the `hidden` attribute does, and they toggle with click, Enter or Space.
 * A page without JavaScript shows every answer (the CSS never applies); its buttons, which could do
 * nothing, are hidden there and each heading shows its question as text.
 */
export function Accordion({ idPrefix, items, headingLevel = "h3" }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const live = useMounted();
  const transitions = useAfterTwoFrames(live);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = headingLevel;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length - 1)]?.focus();
  };

  return (
    <Items data-live={live || undefined} data-transitions={transitions || undefined}>
      {items.map((item, index) => {
        const buttonId = `${idPrefix}-${index + 1}`;
        const panelId = `${buttonId}-panel`;
        const expanded = open.has(index);
        return (
          <Item key={buttonId}>
            <Heading>
              <Trigger
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <LayoutIcon icon={ChevronDown} size={20} />
              </Trigger>
              <QuestionText>{item.title}</QuestionText>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={live && !expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </Items>
  );
}
