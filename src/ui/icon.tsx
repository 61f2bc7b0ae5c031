import { graphql } from "gatsby";
import { THIN_STROKE, iconSvgProps } from "./icon-svg";

export const query = graphql`
  fragment IconGlyph on IconGlyph {
    body
  }
`;

type IconProps = { glyph: Queries.IconGlyphFragment; size?: number; className?: string };

/**
 * A decorative icon named in data/. Its shapes were resolved at build time (gatsby/content/icon-glyphs.ts)
 * and arrive with the page's data, so no icon set is shipped as JavaScript. Drawn like lucide draws
 * its icons, with the site's thinner stroke.
 */
export function Icon({ glyph, size = 24, className }: IconProps) {
  return <svg {...iconSvgProps(size, THIN_STROKE)} className={className} dangerouslySetInnerHTML={{ __html: glyph.body }} />;
}
