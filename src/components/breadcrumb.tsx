import { Link } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/container";

export type Crumb = { name: string; path: string };

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; margin: 0; padding: 0.75rem 0; }
  li { display: inline-flex; align-items: center; gap: 0.5rem; color: ${({ theme }) => theme.colors.textMuted}; }
  li + li::before { content: "/"; color: ${({ theme }) => theme.colors.textMuted}; }
  a { display: inline-flex; align-items: center; min-height: 1.5rem; }
  [aria-current="page"] { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

/** The visible trail (the last crumb is the current page); pages give the same trail to breadcrumbList() for JSON-LD. */
export function Breadcrumb({ label, trail }: { label: string; trail: readonly Crumb[] }) {
  return (
    <Bar aria-label={label}>
      <Container>
        <ol>
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link to={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </Container>
    </Bar>
  );
}
