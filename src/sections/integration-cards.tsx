import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Badge } from "../ui/badge";
import { CardGrid } from "../ui/card";
import { Icon } from "../ui/icon";
import { cardMinWidth } from "./grid-columns";
import { chosenCardInForcedColors } from "../theme/forced-colors";

type Section = Pick<Queries.IntegrationTabsSectionFieldsFragment, "entries" | "overviewTitle" | "popularLabel">;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space["2xl"]} 0 ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}, box-shadow ${({ theme }) => theme.motion.fast};

  svg { color: ${({ theme }) => theme.colors.primary}; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.raised}; }
  &[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    ${chosenCardInForcedColors}
  }
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Subtitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type IntegrationCardsProps = {
  section: Section;
  selected: number;
  onSelect: (index: number) => void;
  panelIdOf: (index: number) => string;
};

/** A card per integration; pressing one selects it (as its tab would) and brings its details into view. */
export function IntegrationCards({ section, selected, onSelect, panelIdOf }: IntegrationCardsProps) {
  const chosenByCard = useRef(false);
  useEffect(() => {
    if (!chosenByCard.current) return;
    chosenByCard.current = false;
    // After the render that un-hides the panel; a hidden element cannot be scrolled to.
    const panel = document.getElementById(panelIdOf(selected));
    if (panel && typeof panel.scrollIntoView === "function") panel.scrollIntoView({ block: "nearest" });
  }, [selected, panelIdOf]);

  const choose = (index: number) => {
    chosenByCard.current = true;
    onSelect(index);
  };
  return (
    <>
      <Heading>{section.overviewTitle}</Heading>
      <CardGrid $min={cardMinWidth(section.entries.length)}>
        {section.entries.map((entry, index) => (
          <li key={index}>
            <CardButton type="button" aria-pressed={index === selected} aria-controls={panelIdOf(index)} onClick={() => choose(index)}>
              <Icon glyph={entry.icon} />
              <Title>{entry.title}</Title>
              <Subtitle>{entry.subtitle}</Subtitle>
              {entry.popular && <Badge $tone="accent">{section.popularLabel}</Badge>}
            </CardButton>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
