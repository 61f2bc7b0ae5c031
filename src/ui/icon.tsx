import { graphql } from "gatsby";

export const query = graphql`
  fragment IconGlyph on IconGlyph {
    body
  }
`;

type IconProps = { glyph: Queries.IconGlyphFragment; size?: number; className?: string };

/**
 * A decorative icon named in data/. Its shapes were resolved at build time (gatsby/icon-glyphs.ts)
 * and arrive with the page's data, so no icon set is shipped as JavaScript. Drawn like lucide-react
 * draws its icons, with the site's thinner stroke.
 */
export function Icon({ glyph, size = 24, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: glyph.body }}
    />
  );
}
