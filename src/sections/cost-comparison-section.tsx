import { graphql } from "gatsby";
import styled from "styled-components";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { fitWidthContainer, fittedFontSize, widestWordStyle } from "../ui/fit-widest-word";
import { WholeWords } from "../ui/whole-words";
import { countItems, itemColumns } from "../ui/item-grid";
import { SectionActions } from "./section-actions";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment CostComparisonSectionFields on CostComparisonSection {
    id
    tone
    title
    intro
    localLabel
    indiaLabel
    savingsLabel
    comparisons {
      title
      description
      localCost
      indiaCost
      savings
    }
    points
    actions {
      ...SectionActionFields
    }
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 56rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Figures = styled.dl.attrs(countItems)`
  ${({ theme }) => itemColumns("12rem", theme.space.md)}
  margin: ${({ theme }) => theme.space.sm} 0 0;

  div { padding: ${({ theme }) => theme.space.md}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; ${fitWidthContainer} }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; ${({ theme }) => fittedFontSize(theme.fontSizes.xl)} font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.text}; }
  div:last-child { background: ${({ theme }) => theme.colors.primarySoft}; }
  div:last-child dd { color: ${({ theme }) => theme.colors.primaryHover}; ${({ theme }) => fittedFontSize(theme.fontSizes["2xl"])} }
`;

const Points = styled(CheckList)`
  max-width: 56rem;
  margin: ${({ theme }) => theme.space.xl} auto 0;
`;

type Comparison = Queries.CostComparisonSectionFieldsFragment["comparisons"][number];
/** One size for a comparison's three figures: the one that keeps the widest of them whole. */
const figureStyle = (item: Comparison) => widestWordStyle([item.localCost, item.indiaCost, item.savings]);

/** Annual cost here versus in India for one or more services, with links to the full analysis. */
export function CostComparisonSection({ section }: { section: Queries.CostComparisonSectionFieldsFragment }) {
  return (
    <SectionFrame section={section}>
      <Items>
        {section.comparisons.map((item, position) => {
          const figure = figureStyle(item);
          return (
            <Card as="li" key={position}>
              <h3>{item.title}</h3>
              {item.description && <p>{item.description}</p>}
              <Figures>
                <div>
                  <dt>{section.localLabel}</dt>
                  <dd style={figure}>
                    <WholeWords text={item.localCost} />
                  </dd>
                </div>
                <div>
                  <dt>{section.indiaLabel}</dt>
                  <dd style={figure}>
                    <WholeWords text={item.indiaCost} />
                  </dd>
                </div>
                <div>
                  <dt>{section.savingsLabel}</dt>
                  <dd style={figure}>
                    <WholeWords text={item.savings} />
                  </dd>
                </div>
              </Figures>
            </Card>
          );
        })}
      </Items>
      {section.points && section.points.length > 0 && <Points items={section.points} />}
      <SectionActions actions={section.actions} />
    </SectionFrame>
  );
}
