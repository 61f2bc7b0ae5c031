import { absoluteUrl } from "../../src/lib/absolute-url";

/**
 * schema.org JSON-LD builders, run at build time by the `jsonLd` field (gatsby/schema/head-fields.ts):
 * pages receive the finished script text, so no builder ships to the browser, and every page
 * describes the organisation the same way. The last functions say what each kind of page is
 * (named by its row in gatsby/content/content-kinds.ts).
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

export function breadcrumbList(site: Pick<SiteIdentity, "siteUrl">, crumbs: Array<{ name: string; path: string }>): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
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

/** Reads a node's fields as GraphQL answers them (derived ones included), and the published URL of its `image` file. */
export type NodeReader = { field: <T>(name: string) => Promise<T>; imageUrl: () => Promise<string | null> };
/** What a page of one content kind tells search engines it is, from its node as the data file writes it. */
export type EntitiesOf = (node: Record<string, unknown> & { seo: { description: string } }, site: SiteIdentity, read: NodeReader) => Promise<JsonLd[]>;

type Crumb = Pick<Queries.Link, "label" | "to">;
const crumbsOf = (crumbs: readonly Crumb[]) => crumbs.map((crumb) => ({ name: crumb.label, path: crumb.to }));

/** A dated item's dates as its file writes them (YYYY-MM-DD). */
const ownDates = (item: Record<string, unknown>): PageDates => ({
  datePublished: String(item.datePublished),
  dateModified: typeof item.dateModified === "string" ? item.dateModified : null,
});

/**
 * A page made of sections says what its file's `structuredData` names (a web page by default): the
 * organisation, the contact page, a Service (its `serviceName` and `serviceType`) or a web page;
 * then its breadcrumbs when its file writes one.
 */
export const pageEntities: EntitiesOf = async (page, site, { field }) => {
  const about = { name: await field<string>("title"), description: page.seo.description, path: await field<string>("path") };
  const main =
    page.structuredData === "organization"
      ? organization(site)
      : page.structuredData === "contactPage"
        ? contactPage(site, about)
        : page.structuredData === "service"
          ? service(site, { ...about, name: String(page.serviceName), serviceType: String(page.serviceType) })
          : webPage(site, about);
  const crumbs = await field<Crumb[] | null>("breadcrumbs");
  return crumbs ? [main, breadcrumbList(site, crumbsOf(crumbs))] : [main];
};

/** A case study is a web page named by its title, with its breadcrumbs. */
export const caseStudyEntities: EntitiesOf = async (study, site, { field }) => [
  webPage(site, { name: String(study.title), description: study.seo.description, path: await field<string>("path"), dates: ownDates(study) }),
  breadcrumbList(site, crumbsOf(await field<Crumb[]>("breadcrumbs"))),
];

/** A post is an Article, with its breadcrumbs. */
export const articleEntities: EntitiesOf = async (post, site, { field, imageUrl }) => [
  article(site, {
    headline: String(post.title),
    description: post.seo.description,
    path: await field<string>("path"),
    ...ownDates(post),
    image: (await imageUrl()) ?? "",
    author: String(post.author),
  }),
  breadcrumbList(site, crumbsOf(await field<Crumb[]>("breadcrumbs"))),
];
