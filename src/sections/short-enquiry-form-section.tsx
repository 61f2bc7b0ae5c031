import { graphql } from "gatsby";
import styled from "styled-components";
import { Headphones } from "lucide";
import { LayoutIcon } from "../ui/layout-icon";
import HomeContactForm from "../forms/home-contact-form.island";
import { telHref, useSiteData } from "../lib/use-site-data";
import { Icon } from "../ui/icon";
import { ScheduleButton } from "../ui/schedule-button";
import { SectionFrame } from "../ui/section";

export const query = graphql`
  fragment ShortEnquiryFormSectionFields on ShortEnquiryFormSection {
    id
    tone
    title
    intro
    benefits {
      ...FeatureItemFields
    }
    scheduleLabel
    formTitle
    support {
      title
      text
      hotlineLabel
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: clamp(2rem, 5vw, 3.5rem);
  align-items: start;
  @media (min-width: 64em) { grid-template-columns: 0.9fr 1.1fr; }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Support = styled.div`
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onDark};

  h3 { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h3 svg { color: ${({ theme }) => theme.colors.accentBright}; }
  p { color: ${({ theme }) => theme.colors.onDarkMuted}; }
  p:last-child { margin: 0; }
  a { color: ${({ theme }) => theme.colors.onDark}; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  a:hover { color: ${({ theme }) => theme.colors.accentBright}; }
`;

const FormColumn = styled.div`
  h3 { font-size: ${({ theme }) => theme.fontSizes["2xl"]}; }
  /* On paper the form is left out (../theme/global-style.ts), and with it its heading. */
  @media print { display: none; }
`;

/** A contact section: why talk to us, the scheduler, the short enquiry form (the home page's) and the emergency hotline. */
export function ShortEnquiryFormSection({ section: contact }: { section: Queries.ShortEnquiryFormSectionFieldsFragment }) {
  const site = useSiteData();
  const hotline = site.contact.emergencyHotline;
  return (
    <SectionFrame section={contact}>
      <Columns>
        <Side>
          <Benefits>
            {contact.benefits.map((benefit, position) => (
              <li key={position}>
                <Icon glyph={benefit.icon} size={28} />
                <div>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.description}</p>
                </div>
              </li>
            ))}
          </Benefits>
          <ScheduleButton label={contact.scheduleLabel} variant="corporate" size="lg" />
          <Support>
            <h3>
              <LayoutIcon icon={Headphones} />
              {contact.support.title}
            </h3>
            <p>{contact.support.text}</p>
            <p>
              {contact.support.hotlineLabel}: <a href={telHref(hotline)}>{hotline}</a>
            </p>
          </Support>
        </Side>
        <FormColumn>
          <h3>{contact.formTitle}</h3>
          <HomeContactForm />
        </FormColumn>
      </Columns>
    </SectionFrame>
  );
}
