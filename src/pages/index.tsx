import { Seo } from "../components/seo";
import { PageHero } from "../ui/page-hero";
import { useSiteData } from "../lib/use-site-data";
import { organization } from "../lib/structured-data";

// Placeholder until the home page sections land (issue: home and content pages).
export default function HomePage() {
  const site = useSiteData();
  return <PageHero title={site.name} intro={site.description} />;
}

export function Head() {
  return <Seo title="Offshore ERP Consulting" path="/" structuredData={(site) => organization(site)} />;
}
