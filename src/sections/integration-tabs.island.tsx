import styled from "styled-components";
import { defineIsland } from "../islands/define-island";
import { useTabs } from "../lib/use-tabs";
import { Badge } from "../ui/badge";
import { Icon } from "../ui/icon";
import { chosenInForcedColors } from "../theme/forced-colors";
import { IntegrationCards } from "./integration-cards";
import { IntegrationPanel } from "./integration-panel";

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  /* On paper every panel is printed under its own heading (./integration-panel.tsx): nothing to choose. */
  @media print { display: none; }
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-selected="true"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    ${chosenInForcedColors}
  }
`;

/**
 * Selectable integrations (WAI-ARIA tabs): the tab list, one panel per entry (only the selected one
 * shown; on paper every one, without the tab list), then a card per entry that selects it too.
 */
function IntegrationTabs({ section }: { section: Queries.IntegrationTabsSectionFieldsFragment }) {
  const { selected, select, tabProps, panelProps } = useTabs(section.id, section.entries.length);
  return (
    <>
      <TabList role="tablist" aria-label={section.tabsLabel}>
        {section.entries.map((entry, index) => (
          <Tab key={index} {...tabProps(index)}>
            <Icon glyph={entry.icon} size={20} />
            {entry.title}
            {entry.popular && <Badge $tone="accent">{section.popularLabel}</Badge>}
          </Tab>
        ))}
      </TabList>
      {section.entries.map((entry, index) => (
        <IntegrationPanel key={index} entry={entry} section={section} {...panelProps(index)} />
      ))}
      <IntegrationCards section={section} selected={selected} onSelect={select} panelIdOf={(index) => panelProps(index).id} />
    </>
  );
}

/** Wakes as it comes near the viewport: nothing changes before the visitor can reach it. */
export default defineIsland({ name: "integration-tabs", when: "visible", Component: IntegrationTabs });
