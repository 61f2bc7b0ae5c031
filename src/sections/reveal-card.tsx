import { useRef, useState, type FocusEvent, type PointerEvent } from "react";
import styled, { css } from "styled-components";
import { PRESSABLE } from "../island-helpers/pressable";
import { NOT_PLAIN, WITH_SCRIPTS } from "../island-helpers/scripts-run";
import { isLinkActivation } from "../lib/use-dismiss";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { SectionAction } from "./section-actions";

/** Where hovering opens a card, in CSS alone. */
const HOVER_OPENS = "(hover: hover)";

/** How an open card stands out. */
const raised = css`
  border-color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Item = styled(Card)`
  transition: box-shadow ${({ theme }) => theme.motion.base}, border-color ${({ theme }) => theme.motion.base};
  svg.card-icon { color: ${({ theme }) => theme.colors.primary}; }
  &[data-open="true"] { ${raised} }
  @media ${HOVER_OPENS} {
    ${WITH_SCRIPTS} &:hover { ${raised} }
  }
`;

const folded = css`
  max-height: 0;
  opacity: 0;
`;

/**
 * Folded where the page's scripts run, from the first paint, while the card is neither opened by a
 * tap nor holding focus; where the pointer can hover, hovering opens it too, in CSS alone. The
 * grid's code is not needed for any of that: it loads at the first input on the grid, for a tap's
 * toggle. The server HTML, and a page without JavaScript, show every card's features.
 */
const Features = styled.div`
  max-height: 14rem;
  overflow: hidden;

  /* Only what the visitor does animates, from two frames after the first render (src/lib/use-after-two-frames.ts). */
  ${Item}[data-transitions="true"] & {
    transition: max-height ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
      opacity ${({ theme }) => theme.motion.base};
  }

  @media (hover: none) {
    ${WITH_SCRIPTS} ${Item}:not([data-open="true"]):not(:focus-within) &${NOT_PLAIN} { ${folded} }
  }

  @media ${HOVER_OPENS} {
    ${WITH_SCRIPTS} ${Item}:not([data-open="true"]):not(:focus-within):not(:hover) &${NOT_PLAIN} { ${folded} }
  }

  /* On paper every card's features are printed: nothing can be hovered or tapped there. */
  @media print { max-height: none !important; opacity: 1 !important; }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

type RevealCardProps = {
  card: Queries.SectionCardFieldsFragment;
  featuresLabel: string;
  /** True once the folded cards have been drawn: opening and closing animate from then on. */
  transitions: boolean;
};

/**
 * A service card that reveals its feature bullets on hover (CSS alone, where the pointer can
 * hover), keyboard focus (focus-within) or tap.
 */
export function RevealCard({ card, featuresLabel, transitions }: RevealCardProps) {
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  // A mouse click where the device can hover is not a tap: hovering already opened the card, and the
  // click follows its link or does nothing. Where it cannot (a tablet with a mouse, whose primary
  // pointer is touch: CSS opens nothing on hover), a mouse click opens and closes the card as a tap does.
  const lastPointer = useRef<string | null>(null);
  const open = focused || tapped;

  return (
    <Item
      as="li"
      data-transitions={transitions}
      {...PRESSABLE}
      data-open={open}
      onPointerDown={(event: PointerEvent) => {
        lastPointer.current = event.pointerType;
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onClick={(event) => {
        const hoverOpened = lastPointer.current === "mouse" && window.matchMedia(HOVER_OPENS).matches;
        if (!hoverOpened && !isLinkActivation(event)) setTapped((value) => !value);
      }}
    >
      {card.icon && <Icon glyph={card.icon} size={32} className="card-icon" />}
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      {card.features && (
        <Features role="group" aria-label={`${featuresLabel}: ${card.title}`}>
          <CheckList items={card.features} />
        </Features>
      )}
      {card.action && (
        <Footer>
          <SectionAction action={card.action} fallback="corporate" size="default" subject={card.title} />
        </Footer>
      )}
    </Item>
  );
}
