import styled from "styled-components";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { SectionAction } from "./section-actions";

type Section = Queries.IntegrationTabsSectionFieldsFragment;
type Entry = Section["entries"][number];

type IntegrationPanelProps = {
  entry: Entry;
  section: Pick<Section, "featuresLabel" | "action">;
  id: string;
  role: string;
  "aria-labelledby": string;
  hidden: boolean;
  tabIndex: number;
};

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 48em) { grid-template-columns: 1.2fr 1fr; }
  &[hidden] { display: none; }
  /* On paper every integration's details are printed, one after another, each on one sheet: nothing can be chosen there. */
  @media print { break-inside: avoid; &[hidden] { display: grid; } }

  h3 { margin-bottom: ${({ theme }) => theme.space.xs}; }
  h4 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  > div:first-child { display: flex; flex-direction: column; align-items: flex-start; gap: ${({ theme }) => theme.space.sm}; }
  > div:first-child > a { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Subtitle = styled.p`
  && { color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

/** The selected integration's details: subtitle, description, four features and the link. */
export function IntegrationPanel({ entry, section, ...panel }: IntegrationPanelProps) {
  return (
    <Panel {...panel}>
      <div>
        <h3>{entry.title}</h3>
        <Subtitle>{entry.subtitle}</Subtitle>
        <p>{entry.description}</p>
        <SectionAction action={section.action} size="default" />
      </div>
      <div>
        <h4>{section.featuresLabel}</h4>
        <CheckList items={entry.features} />
      </div>
    </Panel>
  );
}
