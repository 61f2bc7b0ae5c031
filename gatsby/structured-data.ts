import { absoluteUrl } from "../src/lib/absolute-url";

/**
 * schema.org JSON-LD builders, run at build time by the `jsonLd` field (gatsby/schema/head-fields.ts):
 * pages receive the finished script text, so no builder ships to the browser, and every page
 * describes the organisation the same way.
 */
export type JsonLd = Record<string, unknown>;

/** What the builders read from data/site.json (its type generated from site.schema.json), with the origin pages are published under. */
export type SiteIdentity = Pick<Queries.SiteJson, "name" | "description" | "contact"> & {
  social: ReadonlyArray<Pick<Queries.SiteSocialProfile, "url">>;
  siteUrl: string;
};

export function organization(site: SiteIdentity): JsonLd {
  const { address } = site.contact;
  return {
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.name,
    url: `${site.siteUrl}/`,
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.streetAddress,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** A reference to the organisation, for use inside other entities. */
export function organizationRef(site: Pick<SiteIdentity, "siteUrl" | "name">): JsonLd {
  return { "@type": "Organization", "@id": `${site.siteUrl}/#organization`, name: site.name };
}

/** A page's dates as its data gives them (YYYY-MM-DD); dateModified only when an editor set one. */
export type PageDates = { datePublished: string; dateModified?: string | null };

function datesOf(dates: PageDates | undefined): JsonLd {
  if (!dates) return {};
  return dates.dateModified ? { datePublished: dates.datePublished, dateModified: dates.dateModified } : { datePublished: dates.datePublished };
}

export function webPage(site: SiteIdentity, page: { name: string; description: string; path: string; dates?: PageDates }): JsonLd {
  return {
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    ...datesOf(page.dates),
    publisher: organizationRef(site),
  };
}

export function service(site: SiteIdentity, page: { name: string; description: string; path: string; serviceType: string }): JsonLd {
  return {
    "@type": "Service",
    name: page.name,
    description: page.description,
    serviceType: page.serviceType,
    url: absoluteUrl(site.siteUrl, page.path),
    provider: organizationRef(site),
    areaServed: "Worldwide",
  };
}

/** The office line and the round-the-clock emergency hotline. */
function contactPoints(site: SiteIdentity): JsonLd[] {
  return [
    { "@type": "ContactPoint", contactType: "customer service", telephone: site.contact.phone, email: site.contact.email },
    {
      "@type": "ContactPoint",
      contactType: "technical support",
      telephone: site.contact.emergencyHotline,
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    },
  ];
}

export function contactPage(site: SiteIdentity, page: { name: string; description: string; path: string }): JsonLd {
  return {
    "@type": "ContactPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(site.siteUrl, page.path),
    mainEntity: { ...organization(site), contactPoint: contactPoints(site) },
  };
}

export function breadcrumbList(site: Pick<SiteIdentity, "siteUrl">, trail: Array<{ name: string; path: string }>): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

export function article(site: SiteIdentity, post: { headline: string; description: string; path: string; image: string; author: string } & PageDates): JsonLd {
  return {
    "@type": "Article",
    headline: post.headline,
    description: post.description,
    url: absoluteUrl(site.siteUrl, post.path),
    mainEntityOfPage: absoluteUrl(site.siteUrl, post.path),
    ...datesOf(post),
    image: absoluteUrl(site.siteUrl, post.image),
    author: { "@type": "Organization", name: post.author },
    publisher: organizationRef(site),
  };
}

/** One script tag's content; several entities go into an @graph. */
export function toJsonLdScript(entities: JsonLd | JsonLd[]): string {
  const list = Array.isArray(entities) ? entities : [entities];
  const document = { "@context": "https://schema.org", "@graph": list };
  // "<" escaped so a text field can never close the script element.
  return JSON.stringify(document).replace(/</g, "\\u003c");
}
