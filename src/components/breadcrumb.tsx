import { graphql } from "gatsby";
import { SiteLink } from "../ui/site-link";
import styled from "styled-components";
import { Container } from "../ui/container";

export const query = graphql`
  fragment BreadcrumbFields on Link {
    label
    to
  }
`;

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; margin: 0; padding: 0.75rem 0; }
  li { display: inline-flex; align-items: center; gap: 0.5rem; color: ${({ theme }) => theme.colors.textMuted}; }
  li + li::before { content: "/"; color: ${({ theme }) => theme.colors.textMuted}; }
  a { display: inline-flex; align-items: center; min-height: 1.5rem; }
  [aria-current="page"] { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

/** The visible breadcrumbs (the last crumb is the current page): a node's `breadcrumbs` field, the same list its JSON-LD names. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: readonly Queries.BreadcrumbFieldsFragment[] }) {
  return (
    <Bar aria-label={label}>
      <Container>
        <ol>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={index} aria-current="page">
                {crumb.label}
              </li>
            ) : (
              <li key={index}>
                <SiteLink to={crumb.to}>{crumb.label}</SiteLink>
              </li>
            ),
          )}
        </ol>
      </Container>
    </Bar>
  );
}
