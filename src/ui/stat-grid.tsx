import styled from "styled-components";

type Stat = { value: string; label: string };

const List = styled.dl<{ $onDark: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
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
  }
  /* A card is 10rem wide at the least: small type, and hyphens where the browser can, keep a long
     word of a label ("implementations") inside it on a phone. */
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    hyphens: auto;
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.textMuted)};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentBright : theme.colors.primary)};
  }
`;

/** Figures such as "150+ / Implementations": a description list, value shown above its label. */
export function StatGrid({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {stats.map((stat) => (
        <div key={`${stat.value}-${stat.label}`}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}
