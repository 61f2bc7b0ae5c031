import styled from "styled-components";
import { fillPattern } from "../lib/text-pattern";
import { chosenInForcedColors } from "../theme/forced-colors";

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space["2xl"]};

  ul { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: ${({ theme }) => theme.space.sm}; list-style: none; margin: 0; padding: 0; }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  a[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    ${chosenInForcedColors}
  }
  [data-gap] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export type PaginationLabels = { navLabel: string; previousLabel: string; nextLabel: string; pageLabel: string };

/** How many numbers either side of the current page are shown; the first and last always are. */
const SPREAD = 2;

/** The page numbers to link, in order, with `null` where a run of numbers is left out. */
export function shownPages(current: number, count: number): Array<number | null> {
  const shown: Array<number | null> = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= SPREAD) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * The links between the pages of a listing (WAI-ARIA's pagination pattern): a labelled `nav`, the
 * previous and next pages, the first and the last, and the numbers around the current one, which is
 * marked `aria-current="page"`. Plain links: every page of the list is reached without scripts.
 */
export function Pagination({ page, paths, labels }: { page: number; paths: readonly string[]; labels: PaginationLabels }) {
  if (paths.length < 2) return null;
  const pathOf = (number: number) => paths[number - 1]!;
  return (
    <Nav aria-label={labels.navLabel}>
      <ul>
        {page > 1 && (
          <li>
            <a href={pathOf(page - 1)} rel="prev">
              {labels.previousLabel}
            </a>
          </li>
        )}
        {shownPages(page, paths.length).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} data-gap aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a href={pathOf(number)} aria-label={fillPattern(labels.pageLabel, { page: number })} aria-current={number === page ? "page" : undefined}>
                {number}
              </a>
            </li>
          ),
        )}
        {page < paths.length && (
          <li>
            <a href={pathOf(page + 1)} rel="next">
              {labels.nextLabel}
            </a>
          </li>
        )}
      </ul>
    </Nav>
  );
}
