import styled from "styled-components";
import { fitWidthContainer, fittedFontSize, widestWordStyle } from "./fit-widest-word";
import { WholeWords } from "./whole-words";
import { countItems, itemColumns } from "./item-grid";

type Stat = { value: string; label: string };

const List = styled.dl.attrs(countItems)<{ $onDark: boolean; $minWidth: string }>`
  ${({ theme, $minWidth }) => itemColumns($minWidth, theme.space.lg)}
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
    text-align: center;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $onDark }) => ($onDark ? "rgba(255, 255, 255, 0.08)" : theme.colors.background)};
    border: 1px solid ${({ theme, $onDark }) => ($onDark ? "rgba(255, 255, 255, 0.18)" : theme.colors.border)};
    ${fitWidthContainer}
  }
  /* A card is 10rem wide at the least: small type, smaller where the widest word of a label
     ("implementations") would not fit it on a phone. */
  dt {
    ${({ theme }) => fittedFontSize(theme.fontSizes.sm)}
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.textMuted)};
  }
  dd {
    margin: 0;
    ${({ theme }) => fittedFontSize(theme.fontSizes["3xl"])}
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentBright : theme.colors.primary)};
  }
`;

/**
 * Figures such as "150+ / Implementations": a description list, value shown above its label; each
 * figure at least `minWidth` wide; every value at one size, every label at another, each keeping
 * its widest word whole.
 */
export function StatGrid({ stats, onDark = false, minWidth = "10rem" }: { stats: readonly Stat[]; onDark?: boolean; minWidth?: string }) {
  const valueStyle = widestWordStyle(stats.map((stat) => stat.value));
  const labelStyle = widestWordStyle(stats.map((stat) => stat.label));
  return (
    <List $onDark={onDark} $minWidth={minWidth}>
      {stats.map((stat, position) => (
        <div key={position}>
          <dt style={labelStyle}>
            <WholeWords text={stat.label} />
          </dt>
          <dd style={valueStyle}>
            <WholeWords text={stat.value} />
          </dd>
        </div>
      ))}
    </List>
  );
}
