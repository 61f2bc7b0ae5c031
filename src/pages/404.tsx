import { useEffect, useState } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageSeo } from "../components/page-seo";
import { Button } from "../ui/button";
import { Container } from "../ui/container";

const Wrapper = styled(Container)`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space["3xl"]};
`;

const Code = styled.p`
  font-size: clamp(4rem, 12vw, 7rem);
  font-weight: 800;
  line-height: 1;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * Any unknown path lands here (Gatsby serves 404.html for it). The missing path is read after
 * hydration, so the server HTML and the first client render match; then unknown case study ids
 * get their own message.
 */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const content = data.notFoundPageJson;
  const [missingPath, setMissingPath] = useState<string | null>(null);

  useEffect(() => {
    const path = window.location.pathname;
    setMissingPath(path);
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, []);

  if (!content) return null;
  const prefix = content.caseStudy.pathPrefix;
  const isCaseStudy = missingPath !== null && missingPath.startsWith(prefix) && missingPath.length > prefix.length;

  return (
    <Wrapper>
      {isCaseStudy ? (
        <>
          <h1>{content.caseStudy.heading}</h1>
          <p>{content.caseStudy.message}</p>
          <Button to={content.caseStudy.backLink.to}>{content.caseStudy.backLink.label}</Button>
        </>
      ) : (
        <>
          <Code aria-hidden="true">{content.code}</Code>
          <h1>
            <span className="visually-hidden">{content.code}: </span>
            {content.heading}
          </h1>
          <Button to="/">{content.homeLinkLabel}</Button>
        </>
      )}
    </Wrapper>
  );
}

export const query = graphql`
  query NotFoundPage {
    notFoundPageJson {
      seo {
        ...SeoFields
      }
      code
      heading
      homeLinkLabel
      caseStudy {
        pathPrefix
        heading
        message
        backLink {
          label
          to
        }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const seo = data.notFoundPageJson?.seo;
  return seo ? <PageSeo seo={{ ...seo, noIndex: true }} /> : null;
}
