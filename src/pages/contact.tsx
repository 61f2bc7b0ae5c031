import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { ContactDetails } from "../components/contact/contact-details";
import { ScheduleCard, SupportCard } from "../components/contact/support-and-scheduling";
import { PageSeo } from "../components/page-seo";
import { ContactPageForm } from "../forms/contact-page-form";
import { contactPage } from "../lib/structured-data";
import { CardGridSection } from "../sections/card-grid-section";
import { HeroSection } from "../sections/hero-section";
import { TextBlockSection } from "../sections/text-block-section";
import { Section } from "../ui/section";

const PATH = "/contact";

const Columns = styled.div`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  align-items: start;
  @media (min-width: 64em) {
    grid-template-columns: 1.6fr 1fr;
  }
`;

const FormColumn = styled.section`
  h2 { font-size: ${({ theme }) => theme.fontSizes["3xl"]}; }
  > p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const SideColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /contact: the form beside the ways to reach us, then savings and India advantage teasers (data/pages/contact.json). */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactPageJson;
  if (!page) return null;
  return (
    <>
      <HeroSection section={page.hero} />
      <Section id="get-in-touch" tone="muted">
        <Columns>
          <FormColumn aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">{page.form.title}</h2>
            <p>{page.form.intro}</p>
            <ContactPageForm />
          </FormColumn>
          <SideColumn>
            <ContactDetails texts={page.details} />
            <SupportCard texts={page.support} />
            <ScheduleCard texts={page.schedule} />
          </SideColumn>
        </Columns>
      </Section>
      <CardGridSection section={page.savings} />
      <TextBlockSection section={page.indiaAdvantage} />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    contactPageJson {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroSectionFields
      }
      form {
        title
        intro
      }
      details {
        ...ContactDetailsFields
      }
      support {
        ...ContactSupportFields
      }
      schedule {
        ...ContactScheduleFields
      }
      savings {
        ...CardGridSectionFields
      }
      indiaAdvantage {
        ...TextBlockSectionFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  const page = data.contactPageJson;
  if (!page) return null;
  return (
    <PageSeo
      seo={page.seo}
      path={PATH}
      structuredData={(site) => contactPage(site, { name: page.hero.title, description: page.seo.description, path: PATH })}
    />
  );
}
