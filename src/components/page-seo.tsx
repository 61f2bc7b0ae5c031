import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { Seo, type SeoImage } from "./seo";

/** The `seo` block every page's JSON carries; spread into page queries as `seo { ...SeoFields }`. */
export const query = graphql`
  fragment SeoFields on Seo {
    title
    description
    keywords
    noIndex
    imageAlt
    image {
      publicURL
      childImageSharp {
        original {
          width
          height
        }
      }
    }
  }
`;

type PageSeoProps = {
  seo: Queries.SeoFieldsFragment;
  path?: string;
  /** Share image when the seo block names none (an article's own picture); otherwise the site default. */
  image?: SeoImage;
  /** The `jsonLd` field of the page's node. */
  jsonLd?: string;
  children?: ReactNode;
};

function imageOf(seo: Queries.SeoFieldsFragment): SeoImage | undefined {
  const original = seo.image?.childImageSharp?.original;
  if (!seo.image?.publicURL || !original?.width || !original.height) return undefined;
  return { src: seo.image.publicURL, width: original.width, height: original.height, alt: seo.imageAlt ?? seo.title };
}

/** <Seo> fed from a page's data file. */
export function PageSeo({ seo, path, image, jsonLd, children }: PageSeoProps) {
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      keywords={seo.keywords}
      path={path}
      image={imageOf(seo) ?? image}
      noIndex={seo.noIndex ?? false}
      jsonLd={jsonLd}
    >
      {children}
    </Seo>
  );
}
