import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { HIGH_FETCH_PRIORITY } from "../lib/image-priority";

/**
 * An image from a query's `gatsbyImageData`, drawn as a plain `<picture>`: every image of the site
 * is static HTML (no island), so it needs none of gatsby-plugin-image's browser side. Its
 * `GatsbyImage` would add, per image, a sizer drawn as an SVG document, a placeholder layer, an
 * inline script, a `<noscript>` copy and a fade-in that decodes the image a second time: main-thread
 * work on every load for nothing a visitor sees. Here the box keeps the image's proportions from
 * the start and shows its dominant colour until it arrives, so nothing moves when it loads.
 *
 * `priority` is for an image in the initial viewport that may be the Largest Contentful Paint (a hero's,
 * or a list's first, see src/lib/first-sections.tsx): fetched at once and before other images.
 * Every other image loads lazily, as it nears the screen.
 */
const Frame = styled.div`
  width: 100%;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

type PictureProps = { image: IGatsbyImageData; alt: string; priority?: boolean; className?: string };

export function Picture({ image, alt, priority = false, className }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  return (
    <Frame className={className} style={{ maxWidth: width, aspectRatio: `${width} / ${height}`, backgroundColor }}>
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type ?? source.srcSet} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          loading={priority ? "eager" : "lazy"}
          {...(priority ? HIGH_FETCH_PRIORITY : {})}
        />
      </picture>
    </Frame>
  );
}

/** The picture beside a page's heading (an article's or a case study's, the home page's illustration): rounded corners. */
export const RoundedPicture = styled(Picture)`
  border-radius: ${({ theme }) => theme.radii.lg};
`;
