import { useRef, useState, type FocusEvent, type PointerEvent } from "react";
import styled from "styled-components";
import { isLinkActivation } from "../lib/use-dismiss";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { SectionAction } from "./section-actions";

const Item = styled(Card)`
  transition: box-shadow ${({ theme }) => theme.motion.base}, border-color ${({ theme }) => theme.motion.base};
  svg.card-icon { color: ${({ theme }) => theme.colors.primary}; }
  &[data-open="true"] { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: ${({ theme }) => theme.shadows.raised}; }
`;

const Features = styled.div`
  max-height: 14rem;
  overflow: hidden;

  /* Not the fold hydration makes, only what the visitor does afterwards (src/lib/use-hydrated.ts). */
  ${Item}[data-settled="true"] & {
    transition: max-height ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
      opacity ${({ theme }) => theme.motion.base};
  }

  /* Collapsed only once hydrated and while the card is neither open nor holding focus. */
  ${Item}[data-interactive="true"]:not([data-open="true"]):not(:focus-within) & {
    max-height: 0;
    opacity: 0;
  }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

type RevealCardProps = {
  card: Queries.SectionCardFieldsFragment;
  featuresLabel: string;
  /** False in the server HTML and before hydration: the features stay visible. */
  interactive: boolean;
  /** True once the folded cards have been drawn: opening and closing animate from then on. */
  settled: boolean;
  hovered: boolean;
  onHoverChange: (hovered: boolean) => void;
};

/** A service card that reveals its feature bullets on hover, keyboard focus (focus-within) or tap. */
export function RevealCard({ card, featuresLabel, interactive, settled, hovered, onHoverChange }: RevealCardProps) {
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  // Touch screens fire a synthetic mouseenter before the click; a tap is handled as a tap only.
  const lastPointer = useRef<string | null>(null);
  const open = hovered || focused || tapped;

  return (
    <Item
      as="li"
      data-interactive={interactive}
      data-settled={settled}
      data-open={open}
      onPointerDown={(event: PointerEvent) => {
        lastPointer.current = event.pointerType;
      }}
      onMouseEnter={() => lastPointer.current !== "touch" && onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onClick={(event) => {
        if (lastPointer.current !== "mouse" && !isLinkActivation(event)) setTapped((value) => !value);
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
