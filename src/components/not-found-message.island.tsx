import { useEffect, useState } from "react";
import styled from "styled-components";
import { defineIsland } from "../islands/define-island";
import { Button } from "../ui/button";

const Code = styled.p`
  font-size: clamp(4rem, 12vw, 7rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

type NotFoundContent = Omit<NonNullable<Queries.NotFoundPageQuery["notFoundPageJson"]>, "seo">;

/**
 * What the 404 page says. The missing path is read after the first render in the browser, so the server
 * HTML and that render match; then unknown case study ids get their own message.
 */
function NotFoundMessage({ content }: { content: NotFoundContent }) {
  const [missingPath, setMissingPath] = useState<string | null>(null);

  useEffect(() => {
    const path = window.location.pathname;
    setMissingPath(path);
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, []);

  const prefix = content.caseStudy.pathPrefix;
  const isCaseStudy = missingPath !== null && missingPath.startsWith(prefix) && missingPath.length > prefix.length;

  return isCaseStudy ? (
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
  );
}

/** Wakes at once: the message depends on the path asked for. */
export default defineIsland({ name: "not-found-message", when: "load", Component: NotFoundMessage });
