import { graphql } from "gatsby";
import styled from "styled-components";
import { ContactDetails } from "../components/contact/contact-details";
import { ScheduleCard, SupportCard } from "../components/contact/support-and-scheduling";
import ContactPageForm from "../forms/contact-page-form.island";
import { headingIdOf, SectionFrame } from "../ui/section";

export const query = graphql`
  fragment FullEnquiryFormSectionFields on FullEnquiryFormSection {
    id
    tone
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
  }
`;

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
  /* On paper the form is left out (../theme/global-style.ts), and with it its heading and intro. */
  @media print { display: none; }
`;

const SideColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The full enquiry form (the /contact one) beside the ways to reach us: contact details, 24/7 support and scheduling. */
export function FullEnquiryFormSection({ section }: { section: Queries.FullEnquiryFormSectionFieldsFragment }) {
  const headingId = headingIdOf(section.id);
  return (
    <SectionFrame section={section}>
      <Columns>
        <FormColumn aria-labelledby={headingId}>
          <h2 id={headingId}>{section.form.title}</h2>
          <p>{section.form.intro}</p>
          <ContactPageForm />
        </FormColumn>
        <SideColumn>
          <ContactDetails texts={section.details} />
          <SupportCard texts={section.support} />
          <ScheduleCard texts={section.schedule} />
        </SideColumn>
      </Columns>
    </SectionFrame>
  );
}
