import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import NotFoundMessage from "../components/not-found-message.island";
import { PageSeo } from "../components/page-seo";
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

/** Any unknown path lands here (Gatsby serves 404.html for it); the message is an island. */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const content = data.notFoundPageJson;
  if (!content) return null;
  const { seo: _seo, ...message } = content;
  return (
    <Wrapper>
      <NotFoundMessage content={message} />
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
