import { Seo } from "../components/seo";
import { PageHero } from "../ui/page-hero";
import { Section } from "../ui/section";
import { useSiteData } from "../lib/use-site-data";
import { organization } from "../lib/structured-data";
import { HomeContactForm } from "../forms/home-contact-form";

// Placeholder until the home page sections land (issue: home and content pages).
export default function HomePage() {
  const site = useSiteData();
  return (
    <>
      <PageHero title={site.name} intro={site.description} />
      <Section id="contact" tone="muted">
        <HomeContactForm />
      </Section>
    </>
  );
}

export function Head() {
  return <Seo title="Offshore ERP Consulting" path="/" structuredData={(site) => organization(site)} />;
}
