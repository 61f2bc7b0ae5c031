import { StaticImage } from "gatsby-plugin-image";
import type { HeadFC } from "gatsby";
import styled from "styled-components";

const Heading = styled.h1`
  font-family: system-ui, sans-serif;
  color: #1a365d;
`;

/** One styled heading and one image: what every page of the site has at least. */
export default function EmptyPage() {
  return (
    <main>
      <Heading>Empty page</Heading>
      <StaticImage src="../images/hero.jpg" alt="" width={640} />
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Empty page</title>
  </>
);
