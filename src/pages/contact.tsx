import { Seo } from "../components/seo";
import { Section } from "../ui/section";
import { useSiteData } from "../lib/use-site-data";
import { ContactPageForm } from "../forms/contact-page-form";

// Placeholder until the contact page lands (issue: home and content pages): the heading and the form.
export default function ContactPage() {
  const site = useSiteData();
  return (
    <Section>
      <h1>{site.header.links.find((link) => link.to === "/contact")?.label ?? site.name}</h1>
      <ContactPageForm />
    </Section>
  );
}

export function Head() {
  return <Seo title="Contact" path="/contact" />;
}
