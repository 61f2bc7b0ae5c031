import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../../ui/container";

export const query = graphql`
  fragment ArticleBodyFields on BlogPostJson {
    intro
    sections {
      heading
      paragraphs
      bullets
    }
  }
`;

const Band = styled.div`
  padding-block: clamp(2.5rem, 5vw, 4rem);
`;

// A reading column of about 70 characters: long lines tire readers of an 8-minute article.
const Column = styled.div`
  max-width: 44rem;
  margin-inline: auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;

  p, ul { margin: 0 0 ${({ theme }) => theme.space.lg}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes["2xl"]}; margin: ${({ theme }) => theme.space["2xl"]} 0 ${({ theme }) => theme.space.md}; }
  ul { padding-left: 1.25rem; }
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The article text from data: intro paragraphs, then sections with a heading, paragraphs and optional bullets. */
export function ArticleBody({ post }: { post: Queries.ArticleBodyFieldsFragment }) {
  const [lead, ...intro] = post.intro;
  return (
    <Band>
      <Container>
        <Column>
          {lead && <Lead>{lead}</Lead>}
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {post.sections.map((section) => (
            <div key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets && section.bullets.length > 0 && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </Column>
      </Container>
    </Band>
  );
}
