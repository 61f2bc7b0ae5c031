import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";

/**
 * A card's image: the `gatsbyImageData` its query returns, drawn as a plain `<picture>`. A card is
 * static HTML (no island), so the image needs none of gatsby-plugin-image's browser side (an inline
 * script per image, a `<noscript>` copy, a fade-in): the browser loads it lazily by itself. Its box
 * keeps the image's proportions from the start and shows the image's dominant colour until it
 * arrives, so nothing moves when it loads.
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

export function CardImage({ image, alt }: { image: IGatsbyImageData; alt: string }) {
  const { images, width, height, backgroundColor } = image;
  return (
    <Frame style={{ maxWidth: width, aspectRatio: `${width} / ${height}`, backgroundColor }}>
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
          loading="lazy"
          decoding="async"
        />
      </picture>
    </Frame>
  );
}
