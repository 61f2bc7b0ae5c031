import styled from "styled-components";

export type BadgeTone = "primary" | "accent" | "onDark";

/** A small label such as a blog category (a link to its listing) or "Most Popular". */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  width: fit-content;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  background: ${({ theme, $tone = "primary" }) =>
    $tone === "accent" ? "#fef3c7" : $tone === "onDark" ? "rgba(255, 255, 255, 0.12)" : theme.colors.primarySoft};
  color: ${({ theme, $tone = "primary" }) => ($tone === "accent" ? "#78350f" : $tone === "onDark" ? theme.colors.onDark : theme.colors.primaryHover)};
  border: 1px solid ${({ $tone = "primary" }) => ($tone === "onDark" ? "rgba(255, 255, 255, 0.35)" : "transparent")};

  /* A badge that links (an article's category) keeps the badge's colours; the underline says it is a link. */
  a { color: inherit; text-underline-offset: 0.15em; }
  a:hover { color: inherit; text-decoration-thickness: 2px; }
`;
