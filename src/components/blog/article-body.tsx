import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../../ui/container";

export const query = graphql`
  fragment ArticleBodyFields on BlogPostJson {
    bodyHtml
  }
`;

const Body = styled.div`
  padding-block: clamp(2.5rem, 5vw, 4rem);
`;

// A reading column of about 70 characters: long lines tire readers of an 8-minute article.
const Column = styled.div`
  max-width: 44rem;
  margin-inline: auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;

  > p:first-child { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p, ul, ol, blockquote, figure, table { margin: 0 0 ${({ theme }) => theme.space.lg}; }
  h2, h3, h4 { line-height: 1.3; margin: ${({ theme }) => theme.space["2xl"]} 0 ${({ theme }) => theme.space.md}; scroll-margin-top: 6rem; }
  h2 { font-size: ${({ theme }) => theme.fontSizes["2xl"]}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h4 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  .heading-anchor { color: inherit; text-decoration: none; }
  .heading-anchor:hover, .heading-anchor:focus-visible { text-decoration: underline; }
  ul, ol { padding-left: 1.25rem; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
  li > p { margin: 0; }
  a:not(.heading-anchor) { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  blockquote {
    padding-left: ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    font-style: italic;
  }
  img { display: block; max-width: 100%; height: auto; border-radius: 0.75rem; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; }
  /* A code block wraps its lines rather than scroll: at phone width a long line would otherwise
     widen the page, and a box that scrolls would need a tab stop of its own. */
  pre {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  table { border-collapse: collapse; width: 100%; font-size: ${({ theme }) => theme.fontSizes.md}; }
  th, td { border: 1px solid ${({ theme }) => theme.colors.border}; padding: ${({ theme }) => theme.space.sm}; text-align: left; }
`;

/**
 * The article text: HTML made at build time from the Markdown in data/blog/ (gatsby/markdown),
 * already sanitized there, so no Markdown parser reaches the browser.
 */
export function ArticleBody({ post }: { post: Queries.ArticleBodyFieldsFragment }) {
  return (
    <Body>
      <Container>
        <Column dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      </Container>
    </Body>
  );
}
