import { graphql } from "gatsby";
import { Clock, Mail, MapPin, MessageSquare, Phone, Timer } from "lucide";
import { telHref, useSiteData } from "../../lib/use-site-data";
import { ContactItem, ContactList, ContactPanel } from "./contact-panel";

export const query = graphql`
  fragment ContactDetailsFields on ContactDetailsTexts {
    title
    phoneLabel
    emailLabel
    addressLabel
    hoursLabel
    responseLabel
    responseTime
  }
`;

/** Phone, e-mail, office, hours (all from data/site.json) and the response promise. */
export function ContactDetails({ texts }: { texts: Queries.ContactDetailsFieldsFragment }) {
  const { contact } = useSiteData();
  const { address } = contact;
  return (
    <ContactPanel forwardedAs="div" icon={MessageSquare} title={texts.title} headingLevel="h2">
      <ContactList>
        <ContactItem icon={Phone} label={texts.phoneLabel}>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </ContactItem>
        <ContactItem icon={Mail} label={texts.emailLabel}>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </ContactItem>
        <ContactItem icon={MapPin} label={texts.addressLabel}>
          <address>
            {address.streetAddress}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
        </ContactItem>
        <ContactItem icon={Clock} label={texts.hoursLabel}>
          {contact.hours}
        </ContactItem>
        <ContactItem icon={Timer} label={texts.responseLabel}>
          {texts.responseTime}
        </ContactItem>
      </ContactList>
    </ContactPanel>
  );
}
