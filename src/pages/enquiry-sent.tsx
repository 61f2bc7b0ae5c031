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
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  padding-block: ${({ theme }) => theme.space["3xl"]};

  h1, p { margin: 0; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Where an enquiry sent by a form's plain HTML submission leads (ENQUIRY_SENT_PATH in
 * src/forms/form-post.ts: the enquiry endpoint answers 303 here). Static: no island, no script
 * needed. Its texts are data/enquiry-sent.json; it is never indexed (noindex, so the sitemap
 * leaves it out) and no search record is made of it.
 */
export default function EnquirySentPage({ data }: PageProps<Queries.EnquirySentPageQuery>) {
  const content = data.enquirySentPageJson;
  if (!content) return null;
  return (
    <Wrapper>
      <h1>{content.heading}</h1>
      <p>{content.message}</p>
      <Links>
        {content.links.map((link, index) => (
          <Button key={index} to={link.to} variant={index === 0 ? "default" : "outline"}>
            {link.label}
          </Button>
        ))}
      </Links>
    </Wrapper>
  );
}

export const query = graphql`
  query EnquirySentPage {
    enquirySentPageJson {
      seo {
        ...SeoFields
      }
      heading
      message
      links {
        label
        to
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.EnquirySentPageQuery>) {
  const seo = data.enquirySentPageJson?.seo;
  return seo ? <PageSeo seo={{ ...seo, noIndex: true }} /> : null;
}
