import type { ReactNode } from "react";
import { useSiteData, type SiteData } from "../lib/use-site-data";
import { absoluteUrl } from "../lib/absolute-url";

export type SeoImage = { src: string; width: number; height: number; alt: string };

type SeoProps = {
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** Path of the page's canonical URL, e.g. "/cost-analysis"; omitted for pages with no address of their own (404). */
  path?: string;
  image?: SeoImage;
  noIndex?: boolean;
  /** The page's schema.org JSON-LD, script text built at build time (the `jsonLd` field of its node). */
  jsonLd?: string;
  children?: ReactNode;
};

function defaultImage(site: SiteData): SeoImage | undefined {
  const { defaultImage: file, defaultImageAlt } = site;
  const original = file?.childImageSharp?.original;
  if (!file?.publicURL || !original?.width || !original.height) return undefined;
  return { src: file.publicURL, width: original.width, height: original.height, alt: defaultImageAlt };
}

/** Every page's <head>: its language, title, description, canonical, social cards, robots, the feeds and JSON-LD. */
export function Seo({ title, description, keywords, path, image, noIndex, jsonLd, children }: SeoProps) {
  const site = useSiteData();
  const fullTitle = title.includes(site.name) ? title : site.titleTemplate.replace("%s", title);
  const metaDescription = description ?? site.description;
  const canonical = path === undefined ? undefined : absoluteUrl(site.siteUrl, path);
  const shareImage = image ?? defaultImage(site);
  const shareImageUrl = shareImage ? absoluteUrl(site.siteUrl, shareImage.src) : undefined;

  return (
    <>
      <html lang={site.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="keywords" content={(keywords ?? site.keywords).join(", ")} />
      <meta name="robots" content={noIndex ? "noindex,nofollow" : "index,follow"} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      {canonical && <meta property="og:url" content={canonical} />}
      {/* docs/requirements.md gives every page, articles included, the type "website"; Article JSON-LD says the rest. */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      {shareImage && shareImageUrl && (
        <>
          <meta property="og:image" content={shareImageUrl} />
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
          <meta property="og:image:alt" content={shareImage.alt} />
          <meta name="twitter:image" content={shareImageUrl} />
          <meta name="twitter:image:alt" content={shareImage.alt} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="theme-color" content="#0b1f3a" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {/* The articles' feeds, discoverable from every page (addresses and names resolved at build time). */}
      {site.feed.links.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
      ))}
      {/* Built and escaped at build time (gatsby/content/structured-data.ts toJsonLdScript), so it cannot close the element. */}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      {children}
    </>
  );
}
