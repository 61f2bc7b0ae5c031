import { graphql } from "gatsby";
import { Calendar, Headphones, Phone } from "lucide";
import { telHref, useSiteData } from "../../lib/use-site-data";
import { ScheduleButton } from "../../ui/schedule-button";
import { ContactItem, ContactList, ContactPanel } from "./contact-panel";

export const query = graphql`
  fragment ContactSupportFields on SupportTexts {
    title
    text
    hotlineLabel
  }
  fragment ContactScheduleFields on ScheduleTexts {
    title
    text
    buttonLabel
  }
`;

/** Round-the-clock support for existing clients: the emergency hotline of data/site.json. */
export function SupportCard({ texts }: { texts: Queries.ContactSupportFieldsFragment }) {
  const { contact } = useSiteData();
  return (
    <ContactPanel forwardedAs="div" icon={Headphones} title={texts.title} description={texts.text} headingLevel="h2">
      <ContactList>
        <ContactItem icon={Phone} label={texts.hotlineLabel}>
          <a href={telHref(contact.emergencyHotline)}>{contact.emergencyHotline}</a>
        </ContactItem>
      </ContactList>
    </ContactPanel>
  );
}

/** The free 30-minute consultation: opens the external scheduler in a new tab. */
export function ScheduleCard({ texts }: { texts: Queries.ContactScheduleFieldsFragment }) {
  return (
    <ContactPanel forwardedAs="div" icon={Calendar} title={texts.title} description={texts.text} headingLevel="h2">
      <ScheduleButton label={texts.buttonLabel} variant="corporate" fullWidth />
    </ContactPanel>
  );
}
