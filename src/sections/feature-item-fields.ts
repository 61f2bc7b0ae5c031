import { graphql } from "gatsby";

/** An icon card's content (icon, title, sentence), shared by the kinds that list such cards. */
export const query = graphql`
  fragment FeatureItemFields on FeatureItem {
    icon {
      ...IconGlyph
    }
    title
    description
  }
`;
